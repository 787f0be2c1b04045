// Daily task rules and the CSV format, shared by the admin client (export) and the server (import).
import { CSV_WRITE, restoreCell } from './csv.js';
import Papa from 'papaparse';
import { z } from 'zod';
import { singleLine } from './text.js';
import { isProgramAction } from './program-actions.js';

/** `action` (#59) last: a file exported before it still imports, and its tasks keep their actions. */
export const CSV_COLUMNS = ['taskId', 'title', 'description', 'timeRequired', 'checklist', 'scripts', 'week', 'day', 'displayOrder', 'action'] as const;
/** An action that is not a key of PROGRAM_ACTIONS: "Row 5: unknown action "foo"" in an import. */
export const unknownAction = (value: unknown) => `unknown action "${String(value).slice(0, 40)}"`;
export const CSV_FILENAME = 'daily_tasks.csv';
export const IMPORT_MODES = ['replace', 'update', 'add'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const TASK_REQUIRED = 'Missing information - Please fill in all required fields.';
export const DELETE_TASK_CONFIRM = 'Are you sure you want to delete this task?';
/** Columns a CSV must have; the others fall back to defaults. */
export const REQUIRED_CSV_COLUMNS = ['taskId', 'title', 'description', 'week', 'day'] as const;
export const missingColumnsMessage = (columns: readonly string[]) =>
  `The header row is missing the column${columns.length > 1 ? 's' : ''} ${columns.map((c) => `"${c}"`).join(', ')}.`;

/** The program's bounds: a day's tasks, a task's checklist and scripts, an import's rows. */
export const TASK_LIMITS = { perDay: 50, checklistItems: 50, checklistItemLength: 500, scripts: 20, scriptLength: 5000, scriptNameLength: 200, importRows: 5000 } as const;
export const CHECKLIST_LIMIT = `A checklist has at most ${TASK_LIMITS.checklistItems} items of at most ${TASK_LIMITS.checklistItemLength} characters each.`;
export const SCRIPTS_LIMIT = `A task has at most ${TASK_LIMITS.scripts} scripts, each named in at most ${TASK_LIMITS.scriptNameLength} characters with at most ${TASK_LIMITS.scriptLength.toLocaleString('en-US')} characters of text.`;
export const IMPORT_ROWS_LIMIT = `An import takes at most ${TASK_LIMITS.importRows.toLocaleString('en-US')} tasks; split the file.`;
export const dayFull = (week: number, day: number) =>
  `Week ${week}, day ${day} would have more than ${TASK_LIMITS.perDay} tasks; a program day holds at most ${TASK_LIMITS.perDay}.`;

export interface TaskFields {
  taskId: string;
  title: string;
  description: string;
  timeRequired: string;
  checklist: string[];
  scripts: { name: string; text: string }[];
  week: number;
  day: number;
  displayOrder: number;
  /** The action that completes the task by itself (#59); undefined: not given (an update keeps it), null: none. */
  action?: string | null;
}

/** A week, day or displayOrder that is present but not a whole number ("five", "Week 2", "2.5"). */
export const notWholeNumber = (column: string, value: unknown) => `Column "${column}" must be a whole number, not "${String(value).slice(0, 40)}".`;
/** A checklist cell that looks like JSON ("[…") but is not a JSON list, e.g. curly quotes from a word processor. */
export const CHECKLIST_NOT_JSON =
  'Column "checklist" starts with "[" but is not a valid JSON list (curly quotes from a word processor?): use straight quotes, or write one item per line.';

/** A whole number; an absent or empty value is 1 (the spec's default); anything else is refused naming the column. */
const wholeNumber = (column: string) =>
  z.any().optional().transform((v, ctx): number => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return 1;
    if (typeof v === 'number' && Number.isInteger(v)) return v;
    if (typeof v === 'string' && /^\s*[+-]?\d{1,9}\s*$/.test(v)) return Number.parseInt(v, 10);
    ctx.addIssue({ code: 'custom', message: notWholeNumber(column, v) });
    return z.NEVER;
  });

/** A checklist as a JSON array string, newline-separated text, or a list; `null` for a cell that starts with "[" but is no JSON list. */
function readChecklist(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.map(String).map((s) => s.trim()).filter(Boolean);
  const text = String(value ?? '').trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const list = JSON.parse(text);
      return Array.isArray(list) ? list.map(String).map((s) => s.trim()).filter(Boolean) : null;
    } catch {
      return null;
    }
  }
  return text.split(/\r?\n/).map((s) => s.trim()).filter(Boolean);
}

/** A checklist as a JSON array string, newline-separated text, or a list (throws CHECKLIST_NOT_JSON for a broken JSON list). */
export function parseChecklist(value: unknown): string[] {
  const list = readChecklist(value);
  if (!list) throw new Error(CHECKLIST_NOT_JSON);
  return list;
}

/**
 * A checklist as a CSV cell: one item per line (what a spreadsheet edits naturally), or a JSON list
 * when lines cannot say it (an item with a line break, or a first item that starts with "[").
 */
export function checklistCell(list: readonly string[]) {
  if (list.some((item) => /[\r\n]/.test(item)) || list[0]?.startsWith('[')) return JSON.stringify(list);
  return list.join('\n');
}

/** Scripts as JSON ([{name, text}] or {name: text}), or plain text as one script. */
export function parseScripts(value: unknown): { name: string; text: string }[] {
  if (Array.isArray(value)) return value.map((s, i) => ({ name: String(s?.name ?? `Script ${i + 1}`), text: String(s?.text ?? '') }));
  const text = String(value ?? '').trim();
  if (!text) return [];
  try {
    const parsed = JSON.parse(text);
    if (Array.isArray(parsed)) return parseScripts(parsed);
    if (parsed && typeof parsed === 'object') return Object.entries(parsed).map(([name, t]) => ({ name, text: String(t) }));
  } catch {
    /* plain text */
  }
  return [{ name: 'Script', text }];
}

export const taskSchema = (programLength: number) => {
  const weeks = Math.ceil(programLength / 7);
  return z
    .object({
      taskId: z.string().trim().min(1, TASK_REQUIRED).max(100, 'Task ID must be 100 characters or less'),
      title: singleLine(z.string().trim().min(1, TASK_REQUIRED).max(200, 'Title must be 200 characters or less'), 'Title'),
      description: z.string().trim().min(1, TASK_REQUIRED).max(5000, 'Description must be 5000 characters or less'),
      timeRequired: z.string().trim().max(50).nullish().transform((v) => v || '30 minutes'),
      checklist: z
        .any()
        .optional()
        .transform((v, ctx): string[] => {
          const list = readChecklist(v);
          if (list) return list;
          ctx.addIssue({ code: 'custom', message: CHECKLIST_NOT_JSON });
          return z.NEVER;
        })
        .refine((list) => list.length <= TASK_LIMITS.checklistItems && list.every((item) => item.length <= TASK_LIMITS.checklistItemLength), CHECKLIST_LIMIT),
      scripts: z
        .any()
        .optional()
        .transform(parseScripts)
        .refine(
          (list) => list.length <= TASK_LIMITS.scripts && list.every((s) => s.text.length <= TASK_LIMITS.scriptLength && s.name.length <= TASK_LIMITS.scriptNameLength),
          SCRIPTS_LIMIT,
        ),
      week: wholeNumber('week').pipe(z.number().min(1, `Week must be between 1 and ${weeks}`).max(weeks, `Week must be between 1 and ${weeks}`)),
      day: wholeNumber('day').pipe(z.number().min(1, 'Day must be between 1 and 7').max(7, 'Day must be between 1 and 7')),
      displayOrder: wholeNumber('displayOrder').pipe(z.number().min(0, 'Invalid display order').max(1000, 'Invalid display order')),
      action: z
        .any()
        .optional()
        .transform((v, ctx): string | null | undefined => {
          if (v === undefined) return undefined;
          const key = v === null ? '' : String(v).trim();
          if (!key) return null;
          if (isProgramAction(key)) return key;
          ctx.addIssue({ code: 'custom', message: unknownAction(key) });
          return z.NEVER;
        }),
    })
    .refine((t) => (t.week - 1) * 7 + t.day <= programLength, {
      message: `That day is past the last day of the ${programLength}-day program.`,
      path: ['day'],
    });
};

/** The byte-order mark a task export starts with, so a spreadsheet on Windows reads it as UTF-8 (and keeps the dashes). */
export const UTF8_BOM = '\uFEFF';

/** The program as the CSV the admin exports (and imports back): a byte-order mark, then the header and one row a task. */
export function tasksToCsv(tasks: TaskFields[]) {
  const rows = tasks.map((t) =>
    [
      t.taskId,
      t.title,
      t.description,
      t.timeRequired,
      checklistCell(t.checklist),
      t.scripts.length ? JSON.stringify(t.scripts) : '',
      String(t.week),
      String(t.day),
      String(t.displayOrder),
      t.action ?? '',
    ],
  );
  return UTF8_BOM + Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { quotes: true, ...CSV_WRITE });
}

/** One thing wrong with an import: its row (the header is row 1), its column, what is wrong. */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

/**
 * CSV text to its header and raw rows keyed by header (first line; a byte-order mark dropped), blank
 * lines skipped, quoted values unquoted. Throws only for a file that is no CSV; missing columns are the caller's.
 */
export function readCsv(csv: string) {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    transform: (v) => restoreCell(v),
  });
  const fatal = parsed.errors.find((e) => e.type !== 'FieldMismatch');
  if (fatal) throw new Error(`Row ${(fatal.row ?? 0) + 2}: ${fatal.message}`);
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
}

/** The required columns a header lacks. */
export const missingColumns = (header: readonly string[]) => REQUIRED_CSV_COLUMNS.filter((c) => !header.includes(c));

/** CSV text to raw rows keyed by header; throws naming the missing columns (see readCsv). */
export function csvToRows(csv: string) {
  const { header, rows } = readCsv(csv);
  const missing = missingColumns(header);
  if (missing.length) throw new Error(missingColumnsMessage(missing));
  return rows;
}

/**
 * Checks rows against the task rules: every problem, each with its row (the header is row 1) and
 * column, and the tasks of the rows without one.
 */
export function checkRows(rows: unknown[], programLength: number) {
  const schema = taskSchema(programLength);
  const problems: ImportProblem[] = [];
  const tasks: (TaskFields & { row: number; renamedFrom: string | null })[] = [];
  rows.forEach((raw, i) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        if (seen.has(column)) continue;
        seen.add(column);
        problems.push({ row: i + 2, column, message: issue.message });
      }
      return;
    }
    const from = (raw as Record<string, unknown> | null)?.renamedFrom;
    const renamedFrom = typeof from === 'string' && from.trim() && from.trim() !== parsed.data.taskId ? from.trim() : null;
    tasks.push({ ...parsed.data, row: i + 2, renamedFrom });
  });
  return { problems, tasks };
}

/** An import's problem as the sentence of its 400: "Row 3: Column "week" must be a whole number, not "five"." */
export const problemMessage = (p: ImportProblem) => (p.row > 1 ? `Row ${p.row}: ${p.message}` : p.message);

/** The program day of a task: day 1 is week 1's day 1. */
export const programDay = (t: { week: number; day: number }) => (t.week - 1) * 7 + t.day;

/** Days 1…length that have no task among `tasks`. */
export function emptyDaysOf(tasks: readonly { week: number; day: number }[], length: number) {
  const filled = new Set(tasks.map(programDay));
  return Array.from({ length }, (_, i) => i + 1).filter((d) => !filled.has(d));
}

/** "from day 3", "on day 5", "on days 3, 5 and 9 to 12" (days in order; the last day of the program is `length`). */
export function emptyDaysPhrase(days: readonly number[], length: number) {
  if (!days.length) return '';
  const first = days[0];
  if (days.length === length - first + 1 && days[days.length - 1] === length) return `from day ${first}`;
  const ranges: string[] = [];
  for (let i = 0; i < days.length; ) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j] + 1) j++;
    ranges.push(j > i ? `${days[i]} to ${days[j]}` : String(days[i]));
    i = j + 1;
  }
  const list = ranges.length > 1 ? `${ranges.slice(0, -1).join(', ')} and ${ranges[ranges.length - 1]}` : ranges[0];
  return days.length === 1 ? `on day ${list}` : `on days ${list}`;
}
