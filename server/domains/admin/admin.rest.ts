// REST rows of the admin panel: users and payments, daily tasks, CSV imports and uploads.
import { reminderMessage } from '../../../common/payment.js';
import { graphql } from '../../rest/graphql.js';
import { RestError, type RestRow, restRow, text, toGlobalId, withDatabaseId } from '../../rest/rest.js';

const userFields = graphql(`
  fragment RestAdminUserFields on User {
    id firstName lastName email phone createdAt isAdmin paymentVerified onboardingCompleted currentProgramDay
    stripeSessionId hoursSinceSignup paymentOverdue
  }
`);
const taskFields = graphql(`
  fragment RestTaskFields on DailyTask { id taskId title description timeRequired checklist scripts week day displayOrder }
`);
const uploadFields = graphql(`fragment RestUploadFields on CsvUpload { id filename mode taskCount uploadedAt }`);

const restTask = <T extends { id: string; scripts: string }>(t: T) => ({ ...withDatabaseId(t), scripts: t.scripts });
const userId = (id: string) => toGlobalId('User', id);
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
  };
};

export const adminRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/admin/users',
    operation: graphql(
      `query RestAdminUsers($first: Int!, $after: String, $search: String) {
        adminUsers(first: $first, after: $after, search: $search) { pageInfo { hasNextPage endCursor } edges { node { ...RestAdminUserFields } } }
      }`,
      [userFields],
    ),
    variables: ({ query }) => ({ search: query.get('search') }),
    pages: (data) => data.adminUsers,
    result: (data) => data.adminUsers.edges.map((e) => withDatabaseId(e.node)),
  }),
  restRow({
    method: 'GET',
    path: '/api/admin/users/unverified',
    operation: graphql(
      `query RestUnverified($first: Int!, $after: String) {
        adminUnverifiedUsers(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { ...RestAdminUserFields } } }
      }`,
      [userFields],
    ),
    pages: (data) => data.adminUnverifiedUsers,
    result: (data) => data.adminUnverifiedUsers.edges.map((e) => withDatabaseId(e.node)),
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/users/:id/verify',
    operation: graphql(
      `mutation RestVerify($userId: ID!) {
        verifyPayment(userId: $userId) {
          __typename ... on Error { message }
          ... on VerifyPaymentSuccess { user { ...RestAdminUserFields } }
        }
      }`,
      [userFields],
    ),
    variables: ({ params }) => ({ userId: userId(params.id) }),
    result: (data) => withDatabaseId(data.verifyPayment.user),
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/users/:id/notify',
    operation: graphql(`mutation RestNotify($userId: ID!) {
      sendPaymentReminder(userId: $userId) {
        __typename ... on Error { message }
        ... on SendPaymentReminderSuccess { reminder { sent outcome error } }
      }
    }`),
    variables: ({ params }) => ({ userId: userId(params.id) }),
    result: (data) => {
      const { sent, outcome, error } = data.sendPaymentReminder.reminder;
      return { sent, outcome, message: reminderMessage(outcome, error) };
    },
  }),
  restRow({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    operation: graphql(`mutation RestDeleteUser($userId: ID!) {
      deleteUser(userId: $userId) { __typename ... on Error { message } ... on DeleteUserSuccess { deletedUserId } }
    }`),
    variables: ({ params }) => ({ userId: userId(params.id) }),
    result: (_data, { params }) => ({ success: true, id: params.id }),
  }),
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
    operation: graphql(
      `mutation RestImportTasks($input: ImportTasksInput!) {
        importTasks(input: $input) {
          __typename ... on Error { message }
          ... on ImportTasksSuccess { upload { ...RestUploadFields } }
        }
      }`,
      [uploadFields],
    ),
    variables: ({ body }) => {
      if (body.csv === undefined && !Array.isArray(body.tasks)) throw new RestError(400, 'tasks must be a list of rows (or csv the file text)');
      return {
        input: {
          filename: body.filename ?? 'tasks.csv',
          mode: body.mode ?? 'replace',
          csv: typeof body.csv === 'string' ? body.csv : null,
          rows: Array.isArray(body.tasks) ? body.tasks : null,
        },
      };
    },
    result: (data) => {
      const upload = data.importTasks.upload;
      return { success: true, message: `Imported ${upload.taskCount} tasks (${upload.mode}).`, upload: withDatabaseId(upload) };
    },
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
];
