// The customer CSV import (issue 56): a file read and checked with the rules of a new customer, its
// duplicates found, previewed or written in one transaction, and undone within 24 hours.
import Papa from 'papaparse';
import { restoreCell } from '../../../common/csv.js';
import {
  type ColumnMapping,
  consentCell,
  type DuplicateMode,
  guessMapping,
  IMPORT_CONSENT,
  IMPORT_CONSENT_VALUE,
  IMPORT_FIELD_TWICE,
  IMPORT_FULL_NAME_ONE_WORD,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_NO_HEADER,
  IMPORT_NO_ROWS,
  IMPORT_NOT_CSV,
  IMPORT_NOT_FOUND,
  IMPORT_SAMPLE_ROWS,
  IMPORT_TOO_LARGE,
  IMPORT_TOO_MANY_ROWS,
  IMPORT_TOO_OLD,
  IMPORT_UNDO_HOURS,
  IMPORT_UNKNOWN_COLUMN,
  type ImportField,
  splitFullName,
} from '../../../common/customer-import.js';
import { customerSchema, phoneDigits, vehicleSchema } from '../../../common/customers.js';
import { lookupVehicleSize } from '../../../common/vehicle-sizes.js';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, TooLargeError, ValidationError } from '../../graphql/errors.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';
import { lookalikeId } from '../../kernel/ids.js';

type Tx = PrismaNS.TransactionClient;

export interface ImportInput {
  csv: string;
  mapping?: { column: string; field?: ImportField | null }[] | null;
  duplicates?: DuplicateMode | null;
  consentConfirmed?: boolean | null;
  dryRun?: boolean | null;
}
export interface ImportProblem {
  row: number;
  field: string;
  message: string;
}
interface Vehicle {
  year: number | null;
  make: string;
  model: string;
}
interface Candidate {
  row: number;
  customer: { firstName: string; lastName: string; phone: string; email: string | null; address: string | null; notes: string | null };
  digits: string;
  vehicle: Vehicle | null;
  consent: boolean;
}

/** The file as header and rows of trimmed cells (the apostrophe this product's export adds to a formula cell taken off). */
export function readCsv(csv: string): { columns: string[]; rows: string[][] } {
  if (Buffer.byteLength(csv) > IMPORT_MAX_BYTES) throw new TooLargeError(IMPORT_TOO_LARGE);
  // A binary file (a spreadsheet's .xlsx, a photo) shows itself by its control characters. Text that was
  // not UTF-8 (Excel's Windows-1252 CSV) is still a CSV: its odd letters arrive as U+FFFD, not refused.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
  if (/[\u0000-\u0008\u000e-\u001f]/.test(csv.slice(0, 64 * 1024))) throw new ValidationError(IMPORT_NOT_CSV);
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw new ValidationError(IMPORT_NOT_CSV);
  const [header = [], ...rows] = parsed.data;
  if (!header.some((h) => h.trim())) throw new ValidationError(IMPORT_NO_HEADER);
  if (rows.length > IMPORT_MAX_ROWS) throw new TooLargeError(IMPORT_TOO_MANY_ROWS);
  if (!rows.length) throw new ValidationError(IMPORT_NO_ROWS);
  // Two columns of the same name stay apart: the second is "Phone (2)".
  const seen = new Map<string, number>();
  const columns = header.map((h, i) => {
    const name = h.trim() || `Column ${i + 1}`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n > 1 ? `${name} (${n})` : name;
  });
  return { columns, rows: rows.map((r) => r.map((cell) => restoreCell(cell.trim()))) };
}

/** The guess, with the owner's choices on top: a field the owner gives a column leaves the column it was guessed for. */
export function resolveMapping(columns: string[], given?: ImportInput['mapping']): ColumnMapping {
  const guessed = guessMapping(columns);
  if (!given?.length) return guessed;
  for (const { column } of given) if (!columns.includes(column)) throw new ValidationError(IMPORT_UNKNOWN_COLUMN(column));
  const chosen = new Map(given.map((m) => [m.column, m.field ?? null]));
  const fields = [...chosen.values()].filter((f): f is ImportField => !!f);
  const twice = fields.find((f, i) => fields.indexOf(f) !== i);
  if (twice) throw new ValidationError(IMPORT_FIELD_TWICE(twice));
  return guessed.map(({ column, field }) =>
    chosen.has(column) ? { column, field: chosen.get(column) ?? null } : { column, field: field && fields.includes(field) ? null : field },
  );
}

const joined = (parts: (string | undefined)[], sep: string) => parts.filter((p) => p?.trim()).join(sep);

/** One row as a new customer (and vehicle), or its problems, by the rules of the customer form. */
function candidate(cells: string[], row: number, at: Partial<Record<ImportField, number>>, problems: ImportProblem[]): Candidate | null {
  const cell = (f: ImportField) => (at[f] === undefined ? undefined : (cells[at[f]] ?? ''));
  const before = problems.length;
  const full = cell('fullName');
  const names = full !== undefined && cell('firstName') === undefined ? splitFullName(full) : { firstName: cell('firstName'), lastName: cell('lastName') };
  const address = joined([cell('street'), cell('city'), joined([cell('state'), cell('zip')], ' ')], ', ');
  const parsed = customerSchema.safeParse({ ...names, phone: cell('phone') ?? '', email: cell('email'), address, notes: cell('notes') });
  const nameField = (f: string) => (full !== undefined && cell(f as ImportField) === undefined ? 'fullName' : f);
  const fieldOf: Record<string, string> = { firstName: nameField('firstName'), lastName: nameField('lastName'), address: 'street' };
  if (full?.trim() && !names.lastName) problems.push({ row, field: 'fullName', message: IMPORT_FULL_NAME_ONE_WORD });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf[String(issue.path[0])] ?? String(issue.path[0]);
      if (!problems.slice(before).some((p) => p.field === field)) problems.push({ row, field, message: issue.message });
    }
  }
  let vehicle: Vehicle | null = null;
  if (cell('vehicleYear') || cell('vehicleMake') || cell('vehicleModel')) {
    const v = vehicleSchema.safeParse({ year: cell('vehicleYear') ?? null, make: cell('vehicleMake') ?? '', model: cell('vehicleModel') ?? '' });
    if (v.success) vehicle = { year: v.data.year, make: v.data.make, model: v.data.model };
    else {
      const vehicleField: Record<string, string> = { year: 'vehicleYear', make: 'vehicleMake', model: 'vehicleModel' };
      for (const issue of v.error.issues) {
        const field = vehicleField[String(issue.path[0])];
        if (!problems.slice(before).some((p) => p.field === field)) problems.push({ row, field, message: issue.message });
      }
    }
  }
  const consent = consentCell(cell('smsConsent') ?? '');
  if (consent === null) problems.push({ row, field: 'smsConsent', message: IMPORT_CONSENT_VALUE });
  if (problems.length > before || !parsed.success) return null;
  const { status: _status, ...customer } = parsed.data;
  return { row, customer, digits: phoneDigits(customer.phone), vehicle, consent: !!consent };
}

/** An existing customer a row may duplicate. */
type Existing = { id: string; phoneDigits: string; email: string | null };
/** Where a duplicate goes: an existing customer, or the new customer of an earlier row. */
type Target = { existing: string } | { earlier: Candidate };

/** Every row checked, and each valid one either new or the duplicate of an existing customer or an earlier row. */
function plan({ columns, rows }: ReturnType<typeof readCsv>, input: ImportInput, existing: Existing[]) {
  const mapping = resolveMapping(columns, input.mapping);
  const at: Partial<Record<ImportField, number>> = {};
  mapping.forEach((m, i) => {
    if (m.field) at[m.field] = i;
  });
  const problems: ImportProblem[] = [];
  const fresh: Candidate[] = [];
  const duplicates: { row: Candidate; target: Target }[] = [];
  const byPhone = new Map<string, Target>();
  const byEmail = new Map<string, Target>();
  for (const c of existing) {
    byPhone.set(c.phoneDigits, { existing: c.id });
    if (c.email) byEmail.set(c.email.toLowerCase(), { existing: c.id });
  }
  const samples = rows.slice(0, IMPORT_SAMPLE_ROWS);
  let valid = 0;
  rows.forEach((cells, i) => {
    const row = candidate(cells, i + 2, at, problems);
    if (!row) return;
    valid += 1;
    const email = row.customer.email?.toLowerCase();
    const target = byPhone.get(row.digits) ?? (email ? byEmail.get(email) : undefined);
    if (target) duplicates.push({ row, target });
    else fresh.push(row);
    const mine = target ?? { earlier: row };
    if (!byPhone.has(row.digits)) byPhone.set(row.digits, mine);
    if (email && !byEmail.has(email)) byEmail.set(email, mine);
  });
  const sample = samples.map((cells, i) => ({ row: i + 2, cells: mapping.map((m, j) => ({ column: m.column, value: cells[j] ?? '' })) }));
  return { rows: rows.length, valid, problems, mapping, columns, sample, fresh, duplicates };
}

const sameVehicle = (a: Vehicle, b: Vehicle) =>
  a.make.toLowerCase() === b.make.toLowerCase() && a.model.toLowerCase() === b.model.toLowerCase() && (a.year === b.year || !a.year || !b.year);

/** What a merged row adds to a customer: the fields it has empty, and consent when the owner confirmed it. */
function fillEmpty(into: Candidate['customer'] & { consent?: boolean }, from: Candidate, consent: boolean) {
  const fill: Partial<Record<'email' | 'address' | 'notes', string>> = {};
  for (const key of ['email', 'address', 'notes'] as const) if (!into[key] && from.customer[key]) fill[key] = from.customer[key];
  return { fill, consent: consent && from.consent };
}

export async function importCustomers(ctx: Context, input: ImportInput) {
  const user = writer(ctx);
  const duplicatesMode = input.duplicates ?? 'skip';
  const consentConfirmed = input.consentConfirmed === true;
  const existingOf = (db: Context['prisma'] | Tx) =>
    db.customer.findMany({ where: { ownerId: user.id }, select: { id: true, phoneDigits: true, email: true } });
  const report = (p: ReturnType<typeof plan>) => ({
    rows: p.rows,
    valid: p.valid,
    duplicates: p.duplicates.length,
    problems: p.problems,
    mapping: p.mapping,
    columns: p.columns,
    sample: p.sample,
  });
  // The file's own problems come first, before any query.
  const file = readCsv(input.csv);
  if (input.dryRun) {
    const p = plan(file, input, await existingOf(ctx.prisma));
    return { ...report(p), importId: null, created: 0, merged: 0, skipped: 0, invalid: p.rows - p.valid };
  }
  return ctx.prisma.$transaction(
    async (tx) => {
      const p = plan(file, input, await existingOf(tx));
      const merge = duplicatesMode === 'merge';
      const now = new Date();
      // Rows merged into an earlier row of the file join that row's new customer before it is written.
      const extraVehicles = new Map<Candidate, Vehicle[]>();
      const consents = new Set<Candidate>(p.fresh.filter((c) => c.consent && consentConfirmed));
      const intoExisting = new Map<string, Candidate[]>();
      if (merge) {
        for (const { row, target } of p.duplicates) {
          if ('existing' in target) intoExisting.set(target.existing, [...(intoExisting.get(target.existing) ?? []), row]);
          else {
            const { fill, consent } = fillEmpty(target.earlier.customer, row, consentConfirmed);
            Object.assign(target.earlier.customer, fill);
            if (consent) consents.add(target.earlier);
            const vehicles = [target.earlier.vehicle, ...(extraVehicles.get(target.earlier) ?? [])].filter((v): v is Vehicle => !!v);
            if (row.vehicle && !vehicles.some((v) => sameVehicle(v, row.vehicle as Vehicle))) {
              extraVehicles.set(target.earlier, [...(extraVehicles.get(target.earlier) ?? []), row.vehicle]);
            }
          }
        }
      }
      const counts = {
        rows: p.rows,
        created: p.fresh.length,
        merged: merge ? p.duplicates.length : 0,
        skipped: merge ? 0 : p.duplicates.length,
        invalid: p.rows - p.valid,
      };
      const record = await tx.customerImport.create({ data: { ownerId: user.id, ...counts } });
      // Ids that grow with the row, so the list (newest first, then by id) shows the file's last row first.
      const ids = new Map(p.fresh.map((c, i) => [c, lookalikeId(now.getTime() + i)]));
      await insertCustomers(tx, { ownerId: user.id, importId: record.id, now }, p.fresh.map((c) => ({ ...c, id: ids.get(c) as string, consent: consents.has(c) })));
      const vehicles = p.fresh.flatMap((c) =>
        [c.vehicle, ...(extraVehicles.get(c) ?? [])].filter((v): v is Vehicle => !!v).map((v) => ({ ...v, customerId: ids.get(c) as string })),
      );
      await mergeIntoExisting(tx, intoExisting, consentConfirmed, now, vehicles);
      await insertVehicles(tx, now, vehicles);
      if (counts.created) await ctx.ownerEvents.emit(tx, { type: 'customer.created', ownerId: user.id, at: now });
      return { ...report(p), importId: record.id, ...counts };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}

// The rows go in with one INSERT … SELECT FROM unnest(…) each, not createMany: 10,000 customers took
// 14 s and +330 MB through createMany, ~1 s this way (bench/results/README.md, "Issue 56: customer import").
async function insertCustomers(tx: Tx, to: { ownerId: string; importId: string; now: Date }, rows: (Candidate & { id: string; consent: boolean })[]) {
  if (!rows.length) return;
  const column = <T>(pick: (r: (typeof rows)[number]) => T) => rows.map(pick);
  await tx.$executeRaw`
    INSERT INTO "Customer" ("id", "ownerId", "importId", "firstName", "lastName", "phone", "phoneDigits", "email", "address", "notes", "smsConsentAt", "smsConsentSource", "createdAt", "updatedAt")
    SELECT u.id, ${to.ownerId}, ${to.importId}, u.first, u.last, u.phone, u.digits, u.email, u.address, u.notes,
      CASE WHEN u.consent THEN ${to.now}::timestamp(3) END, CASE WHEN u.consent THEN ${IMPORT_CONSENT} END, ${to.now}::timestamp(3), ${to.now}::timestamp(3)
    FROM unnest(
      ${column((r) => r.id)}::text[], ${column((r) => r.customer.firstName)}::text[], ${column((r) => r.customer.lastName)}::text[],
      ${column((r) => r.customer.phone)}::text[], ${column((r) => r.digits)}::text[], ${column((r) => r.customer.email)}::text[],
      ${column((r) => r.customer.address)}::text[], ${column((r) => r.customer.notes)}::text[], ${column((r) => r.consent)}::boolean[]
    ) AS u(id, first, last, phone, digits, email, address, notes, consent)`;
}

async function insertVehicles(tx: Tx, now: Date, rows: (Vehicle & { customerId: string })[]) {
  if (!rows.length) return;
  await tx.$executeRaw`
    INSERT INTO "Vehicle" ("id", "customerId", "year", "make", "model", "size", "createdAt", "updatedAt")
    SELECT u.id, u.customer, u.year, u.make, u.model, u.size::"VehicleSize", ${now}::timestamp(3), ${now}::timestamp(3)
    FROM unnest(${rows.map(() => lookalikeId())}::text[], ${rows.map((r) => r.customerId)}::text[], ${rows.map((r) => r.year)}::int[],
      ${rows.map((r) => r.make)}::text[], ${rows.map((r) => r.model)}::text[],
      ${rows.map((r) => lookupVehicleSize(r).size)}::text[]) AS u(id, customer, year, make, model, size)`;
}

/** Merged rows fill the empty fields of the existing customer they duplicate and add their vehicle when it is new. */
async function mergeIntoExisting(tx: Tx, into: Map<string, Candidate[]>, consentConfirmed: boolean, now: Date, vehicles: (Vehicle & { customerId: string })[]) {
  if (!into.size) return;
  const customers = await tx.customer.findMany({
    where: { id: { in: [...into.keys()] } },
    select: { id: true, email: true, address: true, notes: true, smsConsentAt: true, vehicles: { select: { year: true, make: true, model: true } } },
  });
  for (const c of customers) {
    const current = { firstName: '', lastName: '', phone: '', email: c.email, address: c.address, notes: c.notes };
    const known: Vehicle[] = [...c.vehicles];
    let consent = false;
    for (const row of into.get(c.id) ?? []) {
      const filled = fillEmpty(current, row, consentConfirmed);
      Object.assign(current, filled.fill);
      consent ||= filled.consent;
      if (row.vehicle && !known.some((v) => sameVehicle(v, row.vehicle as Vehicle))) {
        known.push(row.vehicle);
        vehicles.push({ ...row.vehicle, customerId: c.id });
      }
    }
    const data = {
      ...(current.email !== c.email ? { email: current.email } : {}),
      ...(current.address !== c.address ? { address: current.address } : {}),
      ...(current.notes !== c.notes ? { notes: current.notes } : {}),
      ...(consent && !c.smsConsentAt ? { smsConsentAt: now, smsConsentSource: IMPORT_CONSENT } : {}),
    };
    if (Object.keys(data).length) await tx.customer.update({ where: { id: c.id }, data });
  }
}

/** Removes the customers an import created (their jobs with them); merged customers keep what was merged. */
export async function undoCustomerImport(ctx: Context, id: string) {
  const user = writer(ctx);
  const record = await ctx.prisma.customerImport.findFirst({ where: { id, ownerId: user.id } });
  if (!record) throw new NotFoundError(IMPORT_NOT_FOUND);
  if (Date.now() - record.createdAt.getTime() > IMPORT_UNDO_HOURS * 3_600_000) throw new ConflictError(IMPORT_TOO_OLD);
  await ctx.prisma.$transaction(
    async (tx) => {
      const jobs = await tx.serviceRecord.findMany({ where: { customer: { importId: id, ownerId: user.id } }, select: { id: true } });
      if (jobs.length) await ctx.jobEvents.emit(tx, ctx, { type: 'job.deleted', jobIds: jobs.map((j) => j.id) });
      await tx.customer.deleteMany({ where: { importId: id, ownerId: user.id } });
      // Undone twice at once: the second finds it gone.
      if (!(await tx.customerImport.deleteMany({ where: { id, ownerId: user.id } })).count) throw new NotFoundError(IMPORT_NOT_FOUND);
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  return id;
}
