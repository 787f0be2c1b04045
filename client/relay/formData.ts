// One way to fill a react-hook-form form from the owner's data, which may come more than once: the
// stored data at once (client/relay/persist.ts), then fresh data from the network, and again whenever
// the route's queries are fetched again (a reconnect). Fresh data fills what the owner has not changed
// since the form was last filled; what the owner changed stays, and goes with the next save.
//
// react-hook-form's `values` with `resetOptions: { keepDirtyValues: true }` does this field by field
// (Business, Get paid and Messages use it), but not for useFieldArray's lists (react-hook-form #12581,
// closed as a design limitation): with 7.92 a row the owner added is dropped, one removed comes back, and
// an edit beside a removal mixes the rows; and after a save the fields typed stay marked dirty, so the
// saved answer does not replace them (a password stays, a new row keeps its null id and is added again
// by the next save). Here a list is one value, kept whole once the owner changed it, or merged item by
// item by id (ListKeys); and a save resets the form to its answer.
// Both go through react-hook-form's documented reset: the fresh data becomes the default values (what
// isDirty compares with), then the merged values the form's values with those defaults kept
// (`keepDefaultValues`).
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Lists whose items carry their record's id: the top-level field's name, and the item's key holding the id (null in a new item). */
export type ListKeys = Readonly<Record<string, string>>;

/**
 * A list of items with ids, item by item: the owner's items in the owner's order (their new ones too,
 * their removed ones left out), each merged field by field with the fresh item of the same id; an item
 * that is fresh only (added elsewhere) comes last, one gone from the fresh data goes unless the owner
 * changed it.
 */
function mergeKeyedList(shown: unknown, current: unknown, fresh: unknown[], key: string): unknown[] {
  const byId = (list: unknown) => new Map((Array.isArray(list) ? list : []).filter(isRecord).map((item) => [item[key], item]));
  const was = byId(shown);
  const now = Array.isArray(current) ? current.filter(isRecord) : [];
  const freshById = byId(fresh);
  const merged = now.flatMap((item) => {
    const id = item[key];
    if (id == null || !was.has(id)) return [item];
    const freshItem = freshById.get(id);
    if (!freshItem) return same(item, was.get(id)) ? [] : [item];
    return [mergeFresh(was.get(id), item, freshItem)];
  });
  return [...merged, ...fresh.filter((item) => isRecord(item) && !was.has(item[key]))];
}

/**
 * The values a form shows when fresh data arrives: for each field (each list as one field, or item by
 * item when `keys` names its id), what the owner has there if it differs from what the form was last
 * filled with (`shown`), else the fresh value.
 */
export function mergeFresh<T>(shown: T, current: T, fresh: T, keys: ListKeys = {}): T {
  if (!isRecord(fresh)) return same(current, shown) ? fresh : current;
  const was: Record<string, unknown> = isRecord(shown) ? shown : {};
  const now: Record<string, unknown> = isRecord(current) ? current : {};
  return Object.fromEntries(
    Object.keys(fresh).map((field) => {
      const value = fresh[field];
      if (keys[field] && Array.isArray(value)) return [field, same(now[field], was[field]) ? value : mergeKeyedList(was[field], now[field], value, keys[field])];
      return [field, mergeFresh(was[field], now[field], value)];
    }),
  ) as T;
}

/**
 * Keeps `form` (made with `defaultValues: fresh`) filled from `fresh`, the values the data answers now,
 * as described above; `keys`: the lists merged item by item. Answers `saved`, to call after a successful
 * save: the data that comes with the save then becomes the form's values and defaults, whatever the owner
 * had changed, so the form is clean again and shows what the server kept (a password field empty, new
 * list items with their ids).
 */
export function useFreshValues<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, fresh: T, keys: ListKeys = {}) {
  const shown = useRef(fresh);
  const latest = useRef(fresh);
  latest.current = fresh;
  const [saves, setSaves] = useState(0);
  const handledSaves = useRef(0);
  const key = JSON.stringify(fresh);

  // A save's data reaches the store (and this component) before the save's promise settles, so the
  // render that sees `saves` change sees the saved data too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `fresh` (a new object each render); `form` is stable.
  useEffect(() => {
    const next = latest.current;
    const afterSave = saves !== handledSaves.current;
    handledSaves.current = saves;
    if (!afterSave && same(next, shown.current)) return;
    const values = afterSave ? next : mergeFresh(shown.current, form.getValues(), next, keys);
    shown.current = next;
    form.reset(next, { keepErrors: !afterSave });
    if (!same(values, next)) form.reset(values, { keepDefaultValues: true, keepErrors: true });
  }, [key, saves]);

  return () => setSaves((n) => n + 1);
}
