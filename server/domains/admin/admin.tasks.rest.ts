// REST rows of the program's tasks: the tasks, the CSV import (and its dry run, ?dryRun=true), the
// export as a file, the upload history with deletion and restore.
import { graphql } from '../../rest/graphql.js';
import { RestError, type RestFile, type RestRequest, type RestRow, restRow, text, toGlobalId, withDatabaseId } from '../../rest/rest.js';

const taskFields = graphql(`
  fragment RestTaskFields on DailyTask { id taskId title description timeRequired checklist scripts week day displayOrder action }
`);
const uploadFields = graphql(`fragment RestUploadFields on CsvUpload { id filename mode taskCount uploadedAt tasksBefore tasksAfter restoredAt }`);

const restTask = <T extends { id: string; scripts: string }>(t: T) => ({ ...withDatabaseId(t), scripts: t.scripts });

const taskId = (id: string) => toGlobalId('DailyTask', id);
const taskInput = (body: Record<string, unknown>) => {
  const optionalText = (v: unknown) => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));
  return {
    taskId: text(body.taskId),
    title: text(body.title),
    description: text(body.description),
    timeRequired: optionalText(body.timeRequired),
    checklist: optionalText(body.checklist),
    scripts: optionalText(body.scripts),
    week: optionalText(body.week),
    day: optionalText(body.day),
    displayOrder: optionalText(body.displayOrder),
    action: body.action === undefined ? undefined : optionalText(body.action),
  };
};


const isDryRun = (req: RestRequest) => req.query.get('dryRun') === 'true';
const uploadId = (id: string) => toGlobalId('CsvUpload', id);

export const taskRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/admin/tasks',
    operation: graphql(
      `query RestAdminTasks($first: Int!, $after: String) {
        adminTasks(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { ...RestTaskFields } } }
      }`,
      [taskFields],
    ),
    pages: (data) => data.adminTasks,
    result: (data) => data.adminTasks.edges.map((e) => restTask(e.node)),
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/tasks',
    operation: graphql(
      `mutation RestCreateTask($input: TaskInput!) {
        createTask(input: $input) {
          __typename ... on Error { message }
          ... on CreateTaskSuccess { task { ...RestTaskFields } }
        }
      }`,
      [taskFields],
    ),
    variables: ({ body }) => ({ input: taskInput(body) }),
    result: (data) => restTask(data.createTask.task),
    status: 201,
  }),
  restRow({
    method: 'PUT',
    path: '/api/admin/tasks/:id',
    operation: graphql(
      `mutation RestUpdateTask($id: ID!, $input: TaskInput!) {
        updateTask(id: $id, input: $input) {
          __typename ... on Error { message }
          ... on UpdateTaskSuccess { task { ...RestTaskFields } }
        }
      }`,
      [taskFields],
    ),
    variables: ({ params, body }) => ({ id: taskId(params.id), input: taskInput(body) }),
    result: (data) => restTask(data.updateTask.task),
  }),
  restRow({
    method: 'DELETE',
    path: '/api/admin/tasks/:id',
    operation: graphql(`mutation RestDeleteTask($id: ID!) {
      deleteTask(id: $id) { __typename ... on Error { message } ... on DeleteTaskSuccess { deletedTaskId } }
    }`),
    variables: ({ params }) => ({ id: taskId(params.id) }),
    result: (_data, { params }) => ({ success: true, id: params.id }),
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/tasks/import',
    // ?dryRun=true runs previewTaskImport instead (same input, same credentials): the figures and every problem, 200 even with problems.
    operation: graphql(
      `mutation RestImportTasks($input: ImportTasksInput!, $dryRun: Boolean!) {
        importTasks(input: $input) @skip(if: $dryRun) {
          __typename ... on Error { message }
          ... on ImportTasksSuccess { upload { ...RestUploadFields } }
        }
        previewTaskImport(input: $input) @include(if: $dryRun) {
          __typename ... on Error { message }
          ... on PreviewTaskImportSuccess { preview { added updated removed matchingExisting emptyDays problems { row column message } } }
        }
      }`,
      [uploadFields],
    ),
    variables: (req) => {
      const { body } = req;
      if (body.csv === undefined && !Array.isArray(body.tasks)) throw new RestError(400, 'tasks must be a list of rows (or csv the file text)');
      return {
        dryRun: isDryRun(req),
        input: {
          filename: body.filename ?? 'tasks.csv',
          mode: body.mode ?? 'replace',
          csv: typeof body.csv === 'string' ? body.csv : null,
          rows: Array.isArray(body.tasks) ? body.tasks : null,
        },
      };
    },
    result: (data) => {
      if (data.previewTaskImport) return data.previewTaskImport.preview;
      const upload = data.importTasks?.upload;
      if (!upload) throw new RestError(502, 'Unexpected response');
      return { success: true, message: `Imported ${upload.taskCount} tasks (${upload.mode}).`, upload: withDatabaseId(upload) };
    },
  }),
  restRow({
    method: 'GET',
    path: '/api/admin/tasks/export.csv',
    file: 'text/csv; charset=utf-8',
    operation: graphql(`query RestTaskExport { taskExportCsv }`),
    result: (data): RestFile => ({ filename: 'daily_tasks.csv', body: data.taskExportCsv }),
  }),
  restRow({
    method: 'GET',
    path: '/api/admin/csv-uploads',
    operation: graphql(
      `query RestUploads($first: Int!, $after: String) {
        csvUploads(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { ...RestUploadFields } } }
      }`,
      [uploadFields],
    ),
    pages: (data) => data.csvUploads,
    result: (data) => data.csvUploads.edges.map((e) => withDatabaseId(e.node)),
  }),
  restRow({
    method: 'DELETE',
    path: '/api/admin/csv-uploads/:id',
    operation: graphql(`mutation RestDeleteUpload($id: ID!) {
      deleteCsvUpload(id: $id) { __typename ... on Error { message } ... on DeleteCsvUploadSuccess { deletedUploadId } }
    }`),
    variables: ({ params }) => ({ id: toGlobalId('CsvUpload', params.id) }),
    result: (_data, { params }) => ({ success: true, id: params.id }),
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/csv-uploads/:id/restore',
    operation: graphql(
      `mutation RestRestoreUpload($id: ID!) {
        restoreCsvUpload(id: $id) { __typename ... on Error { message } ... on RestoreCsvUploadSuccess { upload { ...RestUploadFields } } }
      }`,
      [uploadFields],
    ),
    variables: ({ params }) => ({ id: uploadId(params.id) }),
    result: (data) => {
      const upload = data.restoreCsvUpload.upload;
      return { success: true, message: `The program is back as it was before ${upload.filename} (${upload.tasksBefore} tasks).`, upload: withDatabaseId(upload) };
    },
  }),
];
