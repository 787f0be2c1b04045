// Daily task rules and the CSV format, shared by the admin client (export) and the server (import).
import { CSV_WRITE, restoreCell } from './csv.js';
import Papa from 'papaparse';
import { z } from 'zod';
import { singleLine } from './text.js';

export const CSV_COLUMNS = ['taskId', 'title', 'description', 'timeRequired', 'checklist', 'scripts', 'week', 'day', 'displayOrder'] as const;
export const CSV_FILENAME = 'daily_tasks.csv';
export const IMPORT_MODES = ['replace', 'update', 'add'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const TASK_REQUIRED = 'Missing information - Please fill in all required fields.';
export const DELETE_TASK_CONFIRM = 'Are you sure you want to delete this task?';
/** Columns a CSV must have; the others fall back to defaults. */
export const REQUIRED_CSV_COLUMNS = ['taskId', 'title', 'description'] as const;
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
}

/** A whole number, or 1 when the value is not a number (the spec's fallback). */
export const wholeOr1 = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? '').trim(), 10);
  return Number.isFinite(n) ? Math.trunc(n) : 1;
};

/** A checklist as a JSON array string, newline-separated text, or a list. */
export function parseChecklist(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).map((s) => s.trim()).filter(Boolean);
  const text = String(value ?? '').trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const list = JSON.parse(text);
      if (Array.isArray(list)) return list.map(String).map((s) => s.trim()).filter(Boolean);
    } catch {
      /* not JSON: one item per line */
    }
  }
  return text.split(/\r?\n/).map((s) => s.trim()).filter(Boolean);
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
        .transform(parseChecklist)
        .refine((list) => list.length <= TASK_LIMITS.checklistItems && list.every((item) => item.length <= TASK_LIMITS.checklistItemLength), CHECKLIST_LIMIT),
      scripts: z
        .any()
        .optional()
        .transform(parseScripts)
        .refine(
          (list) => list.length <= TASK_LIMITS.scripts && list.every((s) => s.text.length <= TASK_LIMITS.scriptLength && s.name.length <= TASK_LIMITS.scriptNameLength),
          SCRIPTS_LIMIT,
        ),
      week: z.any().optional().transform(wholeOr1).pipe(z.number().min(1, `Week must be between 1 and ${weeks}`).max(weeks, `Week must be between 1 and ${weeks}`)),
      day: z.any().optional().transform(wholeOr1).pipe(z.number().min(1, 'Day must be between 1 and 7').max(7, 'Day must be between 1 and 7')),
      displayOrder: z.any().optional().transform(wholeOr1).pipe(z.number().min(0, 'Invalid display order').max(1000, 'Invalid display order')),
    })
    .refine((t) => (t.week - 1) * 7 + t.day <= programLength, {
      message: `That day is past the last day of the ${programLength}-day program.`,
      path: ['day'],
    });
};


export function tasksToCsv(tasks: TaskFields[]) {
  const rows = tasks.map((t) =>
    [
      t.taskId,
      t.title,
      t.description,
      t.timeRequired,
      JSON.stringify(t.checklist),
      t.scripts.length ? JSON.stringify(t.scripts) : '',
      String(t.week),
      String(t.day),
      String(t.displayOrder),
    ],
  );
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { quotes: true, ...CSV_WRITE });
}

/** CSV text to raw rows keyed by header (first line), blank lines skipped, quoted values unquoted. */
export function csvToRows(csv: string) {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    transform: (v) => restoreCell(v),
  });
  const fatal = parsed.errors.find((e) => e.type !== 'FieldMismatch');
  if (fatal) throw new Error(`Row ${(fatal.row ?? 0) + 2}: ${fatal.message}`);
  const header = parsed.meta.fields ?? [];
  const missing = REQUIRED_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new Error(missingColumnsMessage(missing));
  return parsed.data;
}
