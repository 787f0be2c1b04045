// The program's tasks through GraphQL: one task at a time, the CSV import and its dry run, an
// upload's deletion (with what it empties) and restore, and the program as the CSV the admin exports.
import { IMPORT_MODES, tasksToCsv } from '../../../common/tasks.js';
import { ADMIN_PERSON, builder } from '../../graphql/builder.js';
import { ConflictError, NotFoundError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import * as tasks from './admin.tasks.js';
import { CsvUploadRef, DailyTaskRef } from './admin.types.js';

const TaskInput = builder.inputType('TaskInput', {
  fields: (t) => ({
    taskId: t.string({ required: true, description: 'A new taskId renames the task: owners keep their progress on it' }),
    title: t.string({ required: true }),
    description: t.string({ required: true }),
    timeRequired: t.string(),
    checklist: t.string({ description: 'A JSON array string or one item per line (text that starts with "[" must be a valid JSON array)' }),
    scripts: t.string({ description: 'JSON text of named scripts' }),
    week: t.string({ description: 'A whole number; empty is 1; anything else ("five", "Week 2") is refused' }),
    day: t.string({ description: 'A whole number 1..7; empty is 1; anything else is refused' }),
    displayOrder: t.string({ description: 'A whole number; empty is 1; anything else is refused' }),
    action: t.string({ description: 'A key of PROGRAM_ACTIONS that completes the task by itself (#59); empty is none; left out keeps it' }),
  }),
});

builder.prismaObjectFields(DailyTaskRef, (t) => ({
  action: t.exposeString('action', { nullable: true, description: 'The action in the product that completes the task by itself (a key of PROGRAM_ACTIONS), or null' }),
}));

const ImportMode = builder.enumType('ImportMode', { values: IMPORT_MODES });
const ImportTasksInput = builder.inputType('ImportTasksInput', {
  fields: (t) => ({
    filename: t.string({ required: true }),
    mode: t.field({ type: ImportMode, required: true, defaultValue: 'replace' }),
    csv: t.string({
      description:
        'The CSV file (header line first; a byte-order mark is dropped). Columns taskId, title, description, week and day are required; timeRequired, checklist, scripts, displayOrder, action optional (without the action column the tasks updated keep theirs); renamedFrom (update and replace) names the taskId a row renames, so owners keep their progress',
    }),
    rows: t.field({ type: ['JSONObject'], description: 'Or rows already parsed, keyed by column' }),
  }),
});

const ImportProblemRef = builder.objectRef<{ row: number; column: string; message: string }>('TaskImportProblem').implement({
  description: 'What is wrong with an import: its row, as a spreadsheet numbers it (the header is row 1), and its column',
  fields: (t) => ({ row: t.exposeInt('row'), column: t.exposeString('column'), message: t.exposeString('message') }),
});

const ImportPreviewRef = builder.objectRef<tasks.ImportPreview>('TaskImportPreview').implement({
  description: 'What an import would do, and every problem with it (an import with any problem is refused whole)',
  fields: (t) => ({
    added: t.exposeInt('added', { description: 'Rows that become new tasks (in add mode every row, conflicting IDs renamed)' }),
    updated: t.exposeInt('updated', { description: 'Existing tasks an Update would change (rows matching one and differing from it)' }),
    removed: t.exposeInt('removed', { description: 'Tasks a Replace deletes (none in the file)' }),
    matchingExisting: t.exposeInt('matchingExisting', { description: 'Rows whose task ID exists, changed or not' }),
    emptyDays: t.exposeIntList('emptyDays', { description: 'Program days (1…length, day = (week-1)*7+day) left without tasks' }),
    problems: t.field({ type: [ImportProblemRef], resolve: (p) => p.problems }),
  }),
});

const UploadDeletionRef = builder.objectRef<Awaited<ReturnType<typeof tasks.uploadDeletion>>>('CsvUploadDeletion').implement({
  description: 'What deleting an upload does to the program now',
  fields: (t) => ({
    removes: t.exposeInt('removes', { description: 'The tasks it brought that are still in the program' }),
    tasksBefore: t.exposeInt('tasksBefore'),
    tasksAfter: t.exposeInt('tasksAfter'),
    emptyDays: t.exposeIntList('emptyDays', { description: 'Program days left without tasks afterwards' }),
    emptiedDays: t.exposeIntList('emptiedDays', { description: 'Of those, the days that have tasks now: the days it empties' }),
    message: t.exposeString('message', { description: 'e.g. "Removes all 57 tasks: owners will have no tasks from day 3."' }),
  }),
});

builder.prismaObjectFields(CsvUploadRef, (t) => ({
  tasksBefore: t.exposeInt('tasksBefore', { authScopes: ADMIN_PERSON, description: 'Tasks in the program before this import' }),
  tasksAfter: t.exposeInt('tasksAfter', { authScopes: ADMIN_PERSON, description: 'Tasks in the program after this import' }),
  restoredAt: t.expose('restoredAt', { type: 'DateTime', nullable: true, authScopes: ADMIN_PERSON, description: 'When the program was put back as it was before this import' }),
  restorable: t.boolean({ authScopes: ADMIN_PERSON, description: 'It kept the program before it and was not restored yet', resolve: (u) => !u.restoredAt && Array.isArray(u.snapshot) }),
  deletion: t.field({ type: UploadDeletionRef, authScopes: ADMIN_PERSON, resolve: (u, _a, ctx) => tasks.uploadDeletion(ctx, u.id) }),
}));

/** The errors these mutations return and the success payload's field (union and result names come from the builder). */
const errors = (data: string) => ({ types: [ValidationError, ConflictError, NotFoundError], dataField: { name: data } });
const taskId = (id: string | number) => databaseId(String(id), 'DailyTask', 'Task not found');
const uploadId = (id: string | number) => databaseId(String(id), 'CsvUpload', 'Upload not found');

builder.queryFields((t) => ({
  taskExportCsv: t.string({
    authScopes: ADMIN_PERSON,
    description: 'The program as the CSV the admin exports (daily_tasks.csv): a UTF-8 byte-order mark, a checklist one item per line',
    resolve: async (_r, _a, ctx) => {
      const rows = await ctx.prisma.dailyTask.findMany({ orderBy: [{ week: 'asc' }, { day: 'asc' }, { displayOrder: 'asc' }, { taskId: 'asc' }] });
      return tasksToCsv(rows.map((r) => ({ ...r, scripts: Array.isArray(r.scripts) ? (r.scripts as { name: string; text: string }[]) : [] })));
    },
  }),
}));

builder.mutationFields((t) => ({
  createTask: t.field({
    type: DailyTaskRef,
    authScopes: { admin: true },
    args: { input: t.arg({ type: TaskInput, required: true }) },
    errors: errors('task'),
    resolve: (_r, { input }, ctx) => tasks.createTask(ctx, input),
  }),
  updateTask: t.field({
    type: DailyTaskRef,
    authScopes: { admin: true },
    description: "Edits a task; a new taskId renames it and owners' progress follows it",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TaskInput, required: true }) },
    errors: errors('task'),
    resolve: (_r, { id, input }, ctx) => tasks.updateTask(ctx, taskId(id), input),
  }),
  deleteTask: t.field({
    type: 'ID',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    errors: errors('deletedTaskId'),
    resolve: async (_r, { id }, ctx) => {
      await tasks.deleteTask(ctx, taskId(id));
      return String(id);
    },
  }),
  importTasks: t.field({
    type: CsvUploadRef,
    authScopes: { admin: true },
    description: 'Imports the CSV in one transaction (any problem refuses it whole, naming the row and column); the program before is kept for restoreCsvUpload',
    args: { input: t.arg({ type: ImportTasksInput, required: true }) },
    errors: errors('upload'),
    resolve: (_r, { input }, ctx) => tasks.importTasks(ctx, input),
  }),
  previewTaskImport: t.field({
    type: ImportPreviewRef,
    // The dry run takes the import's credentials (importTasks's scope).
    authScopes: { admin: true },
    description:
      'The dry run of importTasks (same input): what it would do and every problem; changes nothing. Input with nothing to check (no rows, none of the task columns) is a ValidationError',
    args: { input: t.arg({ type: ImportTasksInput, required: true }) },
    errors: errors('preview'),
    resolve: (_r, { input }, ctx) => tasks.previewTaskImport(ctx, input),
  }),
  deleteCsvUpload: t.field({
    type: 'ID',
    authScopes: { admin: true },
    description: 'Removes the upload record and the tasks it brought (see CsvUpload.deletion)',
    args: { id: t.arg.id({ required: true }) },
    errors: errors('deletedUploadId'),
    resolve: async (_r, { id }, ctx) => {
      await tasks.deleteCsvUpload(ctx, uploadId(id));
      return String(id);
    },
  }),
  restoreCsvUpload: t.field({
    type: CsvUploadRef,
    authScopes: ADMIN_PERSON,
    description: 'Puts the program back as it was before this import (409 when a later import changed it since)',
    args: { id: t.arg.id({ required: true }) },
    errors: errors('upload'),
    resolve: (_r, { id }, ctx) => tasks.restoreCsvUpload(ctx, uploadId(id)),
  }),
}));
