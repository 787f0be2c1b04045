// The last data the owner saw, kept on the phone: the Relay store's records, saved in IndexedDB a
// moment after responses arrive, and put back into the store before the first route's queries start,
// so pages (store-and-network) show them at once while fresh data arrives.
// One snapshot, of the account the account cookie names (server/auth/session.ts) and of this build's
// queries (a snapshot kept by an older deploy may lack fields, or hold them in another shape): a
// snapshot of any other account or build is dropped unread, signing out wipes it, an administrator's
// data is never kept, and an environment that held one account's records is never saved under another's.
// ./environment loads this module when it is needed and hands it the environment each call is about.
import { type Environment, RecordSource } from 'relay-runtime';
import { accountCookie } from './account';

const DATABASE = 'launchpad-relay';
const TABLE = 'snapshot';
const KEY = 'last';
/** Saving waits this long after a response, so a page's few queries make one write. */
const SAVE_DELAY_MS = 500;

/** A hash of this build's Relay artifacts, set by the build (vite.config.ts `define`). */
declare const __RELAY_STORE_VERSION__: string;
const VERSION = __RELAY_STORE_VERSION__;

type Records = ReturnType<RecordSource['toJSON']>;

interface Snapshot {
  account: string;
  /** The build whose queries wrote these records; missing in snapshots kept before builds had one. */
  version?: string;
  savedAt: number;
  records: Records;
}

let opened: Promise<IDBDatabase> | null = null;
function database() {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(TABLE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  // A browser without IndexedDB (or a private mode refusing it) keeps nothing; the next call tries again.
  opened.catch(() => {
    opened = null;
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, act: (table: IDBObjectStore) => IDBRequest<T>) {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(TABLE, mode);
    const request = act(transaction.objectStore(TABLE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** Deletes the stored snapshot (sign-out, no account signed in, an administrator). */
export const wipeSnapshot = () => run('readwrite', (table) => table.delete(KEY)).catch(() => undefined);

/** Which account each environment's records belong to: the one it was restored for, or the first it saved for. */
const owners = new WeakMap<Environment, string>();

/**
 * Puts the stored records of the signed-in account into the environment's store (before its first
 * query) and answers whether it did. A snapshot of another account or another build is deleted;
 * without an account cookie nothing is read.
 */
export async function restore(environment: Environment): Promise<boolean> {
  const account = accountCookie();
  if (!account) {
    await wipeSnapshot();
    return false;
  }
  owners.set(environment, account);
  const snapshot = (await run<Snapshot | undefined>('readonly', (table) => table.get(KEY)).catch(() => undefined)) ?? null;
  if (!snapshot) return false;
  if (snapshot.account !== account || snapshot.version !== VERSION) {
    await wipeSnapshot();
    return false;
  }
  const store = environment.getStore();
  store.publish(new RecordSource(snapshot.records));
  store.notify();
  return true;
}

type Fields = { [field: string]: unknown };

/** The signed-in viewer's record in the store, or null when the store has none (signed out). */
function viewerRecord(records: Records) {
  const root = records['client:root'] as Fields | null | undefined;
  const ref = (root?.viewer as { __ref?: string } | null | undefined)?.__ref;
  return ref ? ((records[ref] as Fields | null | undefined) ?? null) : null;
}

/** Writes the environment's records as the signed-in account's snapshot, or wipes it when they must not be kept. */
export async function save(environment: Environment) {
  const account = accountCookie();
  if (!account) return wipeSnapshot();
  const owner = owners.get(environment);
  if (owner === undefined) owners.set(environment, account);
  else if (owner !== account) return; // Another account signed in (in another tab): these records are not theirs.
  const records = environment.getStore().getSource().toJSON();
  const viewer = viewerRecord(records);
  // An admin's read-only "View as" of an owner (#57) is the admin's browser: never kept as anyone's.
  const viewingAs = (records['client:root'] as Fields | null | undefined)?.viewAs;
  if (viewer?.isAdmin !== false || viewingAs) return wipeSnapshot();
  const snapshot: Snapshot = { account, version: VERSION, savedAt: Date.now(), records };
  await run('readwrite', (table) => table.put(snapshot, KEY)).catch(() => undefined);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let pending: Environment | null = null;
/** Saves once responses have settled: the first change schedules a save, later ones join it. */
export function saveSoon(environment: Environment) {
  pending = environment;
  if (timer !== undefined) return;
  timer = setTimeout(() => {
    timer = undefined;
    if (pending) void save(pending);
  }, SAVE_DELAY_MS);
}

// A phone may end a hidden app at any time: a pending save happens when the page is hidden. A new
// environment is made at sign-out: the snapshot goes with the old one, and a pending save is dropped.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    if (pending) void save(pending);
  });
}

/** The environment was replaced (sign-out): the snapshot goes with the old one, and a pending save is dropped. */
export function forget() {
  clearTimeout(timer);
  timer = undefined;
  pending = null;
  void wipeSnapshot();
}
