// The program's tasks as the operator edits them: one task at a time, or a CSV import (replace,
// update, add) that is checked whole first (the dry run answers the same figures and every problem),
// keeps the program as it was before it (CsvUpload.snapshot) so it can be restored, and is audited.
// Owners' progress is keyed by the task's ID string, so a renamed task takes its progress with it.
import { FALLBACK_TASKS } from '../../../common/program.js';
import {
  checkRows,
  CSV_COLUMNS,
  dayFull,
  emptyDaysOf,
  emptyDaysPhrase,
  IMPORT_ROWS_LIMIT,
  type ImportMode,
  type ImportProblem,
  missingColumns,
  missingColumnsMessage,
  problemMessage,
  readCsv,
  TASK_LIMITS,
  type TaskFields,
  taskSchema,
} from '../../../common/tasks.js';
import type { DailyTask, Prisma } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, parseInput, ValidationError } from '../../graphql/errors.js';
import { recordAdminAction } from '../platform/audit.js';
import { completeDoneActions } from '../program/program.listeners.js';

export const TASK_ID_TAKEN = 'A task with this ID already exists.';
export const NO_TASKS = 'The CSV file has no tasks.';
export const UPLOAD_NOT_FOUND = 'CSV upload not found';
export const ALREADY_RESTORED = 'The program was already restored to how it was before this import.';
export const NO_SNAPSHOT = 'This import kept no copy of the program before it (it was made before copies were kept), so it cannot be restored.';
export const laterImportMessage = (filename: string) =>
  `A later import (${filename}) changed the program since; restore that one first, or import the program again.`;

type Tx = Prisma.TransactionClient;

/** The operator signed in (every admin field has one). */
const actorOf = (ctx: Context) => {
  if (!ctx.user) throw new Error('an admin action without a signed-in admin');
  return { id: ctx.user.id, email: ctx.user.email };
};

const checkTask = (ctx: Context, input: unknown) => parseInput(taskSchema(ctx.config.PROGRAM_LENGTH_DAYS), input);

/** The day a task goes to (created, or moved by an update) must have room for it. */
async function checkDayRoom(ctx: Context, task: { week: number; day: number }, exceptId?: string) {
  const there = await ctx.prisma.dailyTask.count({ where: { week: task.week, day: task.day, ...(exceptId ? { id: { not: exceptId } } : {}) } });
  if (there >= TASK_LIMITS.perDay) throw new ValidationError(dayFull(task.week, task.day), [{ field: 'day', message: dayFull(task.week, task.day) }]);
}
const taskIdRace = (e: { code?: string }) => {
  throw e.code === 'P2002' ? new ConflictError(TASK_ID_TAKEN) : e;
};

/**
 * Owners' progress (TaskProgress, keyed by the task's ID string) follows a task renamed from `from` to
 * `to`. An owner who already has progress under the new ID (an older task of that ID they completed)
 * keeps that one; the old row goes.
 */
export async function moveProgress(tx: Tx, from: string, to: string) {
  if (from === to) return;
  const both = await tx.taskProgress.findMany({ where: { taskId: to }, select: { userId: true } });
  if (both.length) await tx.taskProgress.deleteMany({ where: { taskId: from, userId: { in: both.map((p) => p.userId) } } });
  await tx.taskProgress.updateMany({ where: { taskId: from }, data: { taskId: to } });
}

export async function createTask(ctx: Context, input: unknown) {
  const data = checkTask(ctx, input);
  await checkDayRoom(ctx, data);
  return ctx.prisma
    .$transaction(async (tx) => {
      const task = await tx.dailyTask.create({ data });
      // Owners who already did its action have it done (#59).
      if (task.action) await completeDoneActions(tx, [task.taskId]);
      return task;
    })
    .catch(taskIdRace);
}

/** Edits a task; a new taskId is a rename, and owners' progress follows it in the same transaction. */
export async function updateTask(ctx: Context, id: string, input: unknown) {
  const data = checkTask(ctx, input);
  const before = await ctx.prisma.dailyTask.findUnique({ where: { id } });
  if (!before) throw new NotFoundError('Task not found');
  await checkDayRoom(ctx, data, id);
  return ctx.prisma
    .$transaction(async (tx) => {
      const task = await tx.dailyTask.update({ where: { id }, data });
      await moveProgress(tx, before.taskId, task.taskId);
      if (task.action && task.action !== before.action) await completeDoneActions(tx, [task.taskId]);
      return task;
    })
    .catch(taskIdRace);
}

export async function deleteTask(ctx: Context, id: string) {
  if (!(await ctx.prisma.dailyTask.findUnique({ where: { id } }))) throw new NotFoundError('Task not found');
  await ctx.prisma.dailyTask.delete({ where: { id } });
  return id;
}

/** A unique taskId for add mode: the id itself, or id-2, id-3, … */
function uniqueTaskId(taskId: string, taken: Set<string>) {
  let candidate = taskId;
  for (let n = 2; taken.has(candidate); n++) candidate = `${taskId}-${n}`;
  taken.add(candidate);
  return candidate;
}

export interface ImportInput {
  filename: string;
  mode: ImportMode;
  csv?: string | null;
  rows?: unknown[] | null;
}

/** A problem as the import sees it: `sentence` is its 400 (a day limit names no row, as before). */
type Problem = ImportProblem & { sentence: string };
const problem = (row: number, column: string, message: string, sentence = problemMessage({ row, column, message })): Problem => ({ row, column, message, sentence });

type Incoming = TaskFields & { row: number; renamedFrom: string | null };

/** A file the dry run cannot preview at all: no rows, or none of the task columns. */
export const notTaskCsv = () => `This is not a task CSV: its header row names none of the columns ${CSV_COLUMNS.map((c) => `"${c}"`).join(', ')}.`;
export const NO_FILE = 'Send the CSV file (csv) or its rows (rows).';

/**
 * The rows of an import checked against the rules that need no database: problems, and the tasks of
 * the good rows. `fatal`: the input has nothing to check (no file, no rows, no task column, too many
 * rows, not CSV), refused whole by the import and the dry run alike.
 */
function readImport(ctx: Context, input: ImportInput): { problems: Problem[]; tasks: Incoming[]; fatal?: string } {
  let rows: unknown[];
  let header: string[];
  const fatal = (message: string) => ({ problems: [problem(1, '', message, message)], tasks: [], fatal: message });
  if (input.csv != null) {
    try {
      ({ rows, header } = readCsv(input.csv));
    } catch (e) {
      return fatal((e as Error).message);
    }
  } else if (input.rows != null) {
    rows = input.rows;
    header = [...new Set(rows.flatMap((r) => (r && typeof r === 'object' ? Object.keys(r) : [])))];
  } else return fatal(NO_FILE);
  if (!rows.length) return fatal(NO_TASKS);
  if (!header.some((c) => (CSV_COLUMNS as readonly string[]).includes(c))) return fatal(notTaskCsv());
  if (rows.length > TASK_LIMITS.importRows) return fatal(IMPORT_ROWS_LIMIT);
  const missing = missingColumns(header);
  if (missing.length) {
    const sentence = missingColumnsMessage(missing);
    return { problems: missing.map((c) => problem(1, c, missingColumnsMessage([c]), sentence)), tasks: [] };
  }
  const checked = checkRows(rows, ctx.config.PROGRAM_LENGTH_DAYS);
  const problems: Problem[] = checked.problems.map((p) => problem(p.row, p.column, p.message));
  if (input.mode !== 'add') {
    const seen = new Map<string, number>();
    for (const t of checked.tasks) {
      const earlier = seen.get(t.taskId);
      if (earlier !== undefined) problems.push(problem(t.row, 'taskId', `duplicate taskId "${t.taskId}" (also on row ${earlier})`));
      else seen.set(t.taskId, t.row);
    }
  }
  return { problems: problems.sort((a, b) => a.row - b.row), tasks: checked.tasks };
}

const sameTask = (a: DailyTask, b: TaskFields) =>
  a.taskId === b.taskId &&
  a.title === b.title &&
  a.description === b.description &&
  a.timeRequired === b.timeRequired &&
  JSON.stringify(a.checklist) === JSON.stringify(b.checklist) &&
  JSON.stringify(Array.isArray(a.scripts) ? a.scripts : []) === JSON.stringify(b.scripts) &&
  a.week === b.week &&
  a.day === b.day &&
  a.displayOrder === b.displayOrder &&
  (b.action === undefined || a.action === b.action);

/** The days 1…length with no task for owners: an empty table serves the built-in days (FALLBACK_TASKS). */
const emptyDays = (ctx: Context, program: { week: number; day: number }[]) =>
  emptyDaysOf(program.length ? program : FALLBACK_TASKS, ctx.config.PROGRAM_LENGTH_DAYS);

/**
 * What an import would do to `existing` (the program now). A row matches the task of its taskId, or,
 * in replace and update mode, the task named in its `renamedFrom` column when its own taskId is new
 * (a rename: the task keeps its owners' progress). `updated` counts the matching rows that differ
 * (what an Update changes, whatever the mode); `added` the rows that become new tasks; `removed` the
 * tasks a Replace drops.
 */
function planImport(ctx: Context, mode: ImportMode, tasks: Incoming[], existing: DailyTask[]) {
  const byTaskId = new Map(existing.map((t) => [t.taskId, t]));
  const problems: Problem[] = [];
  const matches = new Map<Incoming, DailyTask>();
  const claimed = new Set<string>();
  const seen = new Set<string>();
  for (const t of tasks) {
    // A second row of one taskId is a problem already (readImport), except in add mode, where it is a copy.
    if (mode !== 'add' && seen.has(t.taskId)) continue;
    seen.add(t.taskId);
    let match = byTaskId.get(t.taskId);
    const renamed = !match && !!t.renamedFrom && mode !== 'add';
    if (renamed) match = byTaskId.get(t.renamedFrom as string);
    if (match && mode !== 'add' && claimed.has(match.id)) {
      problems.push(problem(t.row, renamed ? 'renamedFrom' : 'taskId', `Task "${match.taskId}" is already matched by another row (a rename).`));
      continue;
    }
    if (match) {
      matches.set(t, match);
      claimed.add(match.id);
    }
  }
  const matchingExisting = matches.size;
  const updated = [...matches].filter(([t, m]) => !sameTask(m, t)).length;
  const added = mode === 'add' ? tasks.length : tasks.length - matchingExisting;
  const removed = mode === 'replace' ? existing.filter((e) => !claimed.has(e.id)).length : 0;
  const after =
    mode === 'replace' ? tasks : mode === 'add' ? [...existing, ...tasks] : [...existing.filter((e) => !claimed.has(e.id)), ...tasks];
  // A program day holds at most TASK_LIMITS.perDay tasks once imported (updated tasks counted where they go).
  const key = (t: { week: number; day: number }) => `${t.week}:${t.day}`;
  const counts = new Map<string, number>();
  for (const t of after) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
  const full = tasks.find((t) => (counts.get(key(t)) ?? 0) > TASK_LIMITS.perDay);
  if (full) problems.push(problem(full.row, 'day', dayFull(full.week, full.day), dayFull(full.week, full.day)));
  return { matches, figures: { added, updated, removed, matchingExisting, emptyDays: emptyDays(ctx, after) }, problems, tasksAfter: after.length };
}

export interface ImportPreview {
  added: number;
  updated: number;
  removed: number;
  matchingExisting: number;
  emptyDays: number[];
  problems: ImportProblem[];
}

/**
 * The dry run: what the import would do and every problem with it; changes nothing. Input with nothing
 * to check (no rows, no task column: see readImport) is refused as the import refuses it.
 */
export async function previewTaskImport(ctx: Context, input: ImportInput): Promise<ImportPreview> {
  const read = readImport(ctx, input);
  if (read.fatal) throw new ValidationError(read.fatal);
  const existing = await ctx.prisma.dailyTask.findMany();
  const plan = planImport(ctx, input.mode, read.tasks, existing);
  const problems = [...read.problems, ...plan.problems].map(({ row, column, message }) => ({ row, column, message }));
  return { ...plan.figures, problems };
}

/** The program as a snapshot keeps it: every DailyTask row. */
const snapshotOf = (tasks: DailyTask[]) =>
  tasks.map((t) => ({ ...t, createdAt: t.createdAt.toISOString(), updatedAt: t.updatedAt.toISOString() })) as unknown as Prisma.InputJsonValue;

/**
 * Imports rows (or CSV text) in one transaction. replace: the CSV becomes the program; update: rows
 * update tasks with the same taskId (or the one their renamedFrom names) and add the rest; add:
 * existing tasks stay and conflicting ids are renamed. Any problem refuses the whole import, naming the
 * row and column (the header is row 1). The program before is kept on the upload (snapshot) and the
 * import is audited (tasks.import) in the same transaction.
 */
export async function importTasks(ctx: Context, input: ImportInput) {
  const read = readImport(ctx, input);
  const refuse = (problems: Problem[]) => {
    throw new ValidationError(
      problems[0].sentence,
      problems.map((p) => ({ field: p.column, message: p.sentence })),
    );
  };
  if (read.problems.length) refuse(read.problems);
  const filename = input.filename.trim().slice(0, 200) || 'tasks.csv';
  const actor = actorOf(ctx);
  return ctx.prisma.$transaction(
    async (tx) => {
      const existing = await tx.dailyTask.findMany({ orderBy: [{ week: 'asc' }, { day: 'asc' }, { displayOrder: 'asc' }, { taskId: 'asc' }] });
      const plan = planImport(ctx, input.mode, read.tasks, existing);
      if (plan.problems.length) refuse(plan.problems);
      const upload = await tx.csvUpload.create({
        data: { filename, mode: input.mode, taskCount: read.tasks.length, snapshot: snapshotOf(existing), tasksBefore: existing.length, tasksAfter: plan.tasksAfter },
      });
      const fields = ({ row: _row, renamedFrom: _from, ...t }: Incoming) => t;
      // A file without the action column keeps the actions of the tasks it matches (#59); new tasks get none.
      const keptAction = (t: Incoming) => (t.action === undefined ? (plan.matches.get(t)?.action ?? null) : t.action);
      if (input.mode === 'replace') {
        await tx.dailyTask.deleteMany({});
        await tx.dailyTask.createMany({ data: read.tasks.map((t) => ({ ...fields(t), action: keptAction(t), csvUploadId: upload.id })) });
      } else if (input.mode === 'update') {
        // Updated tasks keep their owner (seeded, added by hand or an earlier upload): an upload owns only what it created.
        for (const [t, match] of plan.matches) await tx.dailyTask.update({ where: { id: match.id }, data: fields(t) });
        await tx.dailyTask.createMany({ data: read.tasks.filter((t) => !plan.matches.has(t)).map((t) => ({ ...fields(t), csvUploadId: upload.id })) });
      } else {
        const taken = new Set(existing.map((t) => t.taskId));
        await tx.dailyTask.createMany({ data: read.tasks.map((t) => ({ ...fields(t), taskId: uniqueTaskId(t.taskId, taken), csvUploadId: upload.id })) });
      }
      if (input.mode !== 'add') for (const [t, match] of plan.matches) await moveProgress(tx, match.taskId, t.taskId);
      // Tasks new or given another action: owners who already did it have them done (#59).
      const acting = await tx.dailyTask.findMany({ where: { csvUploadId: upload.id, action: { not: null } }, select: { taskId: true } });
      const changed = [...plan.matches].filter(([t, m]) => keptAction(t) && keptAction(t) !== m.action).map(([t]) => t.taskId);
      await completeDoneActions(tx, [...acting.map((t) => t.taskId), ...changed]);
      const { added, updated, removed } = plan.figures;
      await recordAdminAction(tx, actor, {
        action: 'tasks.import',
        subject: { type: 'csvUpload', id: upload.id, label: filename },
        details: { mode: input.mode, filename, before: existing.length, after: plan.tasksAfter, added, updated, removed },
      });
      return upload;
    },
    { timeout: 60_000 },
  );
}

/**
 * What deleting an upload does: the tasks it removes, of how many, the program days left with no task
 * afterwards (`emptyDays`) and those it empties (`emptiedDays`, which had a task before), in a sentence:
 * "Removes all 57 tasks: owners will have no tasks from day 3."
 */
export async function uploadDeletion(ctx: Pick<Context, 'prisma' | 'config'>, uploadId: string, db: Tx | Context['prisma'] = ctx.prisma) {
  const length = ctx.config.PROGRAM_LENGTH_DAYS;
  const program = await db.dailyTask.findMany({ select: { week: true, day: true, csvUploadId: true } });
  const kept = program.filter((t) => t.csvUploadId !== uploadId);
  const removes = program.length - kept.length;
  const emptyBefore = new Set(emptyDaysOf(program.length ? program : FALLBACK_TASKS, length));
  const emptyDays = emptyDaysOf(kept.length ? kept : FALLBACK_TASKS, length);
  const emptiedDays = emptyDays.filter((d) => !emptyBefore.has(d));
  const count = removes === program.length && removes > 1 ? `all ${removes} tasks` : `${removes} ${removes === 1 ? 'task' : 'tasks'}`;
  const message = `Removes ${count}${emptiedDays.length ? `: owners will have no tasks ${emptyDaysPhrase(emptiedDays, length)}` : ''}.`;
  return { removes, tasksBefore: program.length, tasksAfter: kept.length, emptyDays, emptiedDays, message };
}

export async function deleteCsvUpload(ctx: Context, id: string) {
  const actor = actorOf(ctx);
  await ctx.prisma.$transaction(async (tx) => {
    const upload = await tx.csvUpload.findUnique({ where: { id } });
    if (!upload) throw new NotFoundError(UPLOAD_NOT_FOUND);
    const deletion = await uploadDeletion(ctx, id, tx);
    await tx.csvUpload.delete({ where: { id } }); // its tasks go with it (cascade)
    await recordAdminAction(tx, actor, {
      action: 'tasks.upload-delete',
      subject: { type: 'csvUpload', id, label: upload.filename },
      details: { mode: upload.mode, filename: upload.filename, before: deletion.tasksBefore, after: deletion.tasksAfter, removed: deletion.removes },
    });
  });
  return id;
}

type SnapshotTask = Omit<DailyTask, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/**
 * Puts the program back as it was before an import (its snapshot), in one transaction: 409 when a later
 * import (not itself restored) changed the program since, or when it was restored already. The upload
 * stays in the history, marked restored; tasks of uploads deleted since keep no upload.
 */
export async function restoreCsvUpload(ctx: Context, id: string) {
  const actor = actorOf(ctx);
  return ctx.prisma.$transaction(
    async (tx) => {
      const upload = await tx.csvUpload.findUnique({ where: { id } });
      if (!upload) throw new NotFoundError(UPLOAD_NOT_FOUND);
      if (upload.restoredAt) throw new ConflictError(ALREADY_RESTORED);
      if (!Array.isArray(upload.snapshot)) throw new ConflictError(NO_SNAPSHOT);
      const later = await tx.csvUpload.findFirst({
        where: { id: { not: id }, restoredAt: null, OR: [{ uploadedAt: { gt: upload.uploadedAt } }, { uploadedAt: upload.uploadedAt, id: { gt: id } }] },
        orderBy: { uploadedAt: 'desc' },
      });
      if (later) throw new ConflictError(laterImportMessage(later.filename));
      const before = await tx.dailyTask.count();
      const snapshot = upload.snapshot as unknown as SnapshotTask[];
      const uploads = new Set((await tx.csvUpload.findMany({ select: { id: true } })).map((u) => u.id));
      await tx.dailyTask.deleteMany({});
      await tx.dailyTask.createMany({
        data: snapshot.map((t) => ({
          ...t,
          scripts: (t.scripts ?? undefined) as Prisma.InputJsonValue | undefined,
          csvUploadId: t.csvUploadId && uploads.has(t.csvUploadId) ? t.csvUploadId : null,
          createdAt: new Date(t.createdAt),
          updatedAt: new Date(t.updatedAt),
        })),
      });
      const restored = await tx.csvUpload.update({ where: { id }, data: { restoredAt: new Date() } });
      await recordAdminAction(tx, actor, {
        action: 'tasks.restore',
        subject: { type: 'csvUpload', id, label: upload.filename },
        details: { mode: upload.mode, filename: upload.filename, before, after: snapshot.length },
      });
      return restored;
    },
    { timeout: 60_000 },
  );
}
