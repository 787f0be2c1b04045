// REST rows of the admin panel: users and payments, daily tasks, CSV imports and uploads.
import { RestError, type RestRow, text, toGlobalId, withDatabaseId } from '../../rest/rest.js';

const errors = `__typename ... on Error { message }`;
const userFields = `id firstName lastName email phone createdAt isAdmin paymentVerified onboardingCompleted currentProgramDay
  stripeSessionId hoursSinceSignup paymentOverdue`;
const taskFields = `id taskId title description timeRequired checklist scripts week day displayOrder`;
const uploadFields = `id filename mode taskCount uploadedAt`;
/** GET /api/admin/users answers this many, newest first. */
export const REST_USER_LIMIT = 1000;

type Node = { id: string };
const restTask = (t: Node & { scripts: string }) => ({ ...withDatabaseId(t), scripts: t.scripts });
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
  {
    method: 'GET',
    path: '/api/admin/users',
    operation: `query RestAdminUsers($first: Int!) { adminUsers(first: $first) { edges { node { ${userFields} } } } }`,
    variables: () => ({ first: REST_USER_LIMIT }),
    result: (data) => data.adminUsers.edges.map((e: { node: Node }) => withDatabaseId(e.node)),
  },
  {
    method: 'GET',
    path: '/api/admin/users/unverified',
    operation: `query RestUnverified { adminUnverifiedUsers { ${userFields} } }`,
    result: (data) => data.adminUnverifiedUsers.map(withDatabaseId),
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/verify',
    operation: `mutation RestVerify($userId: ID!) { verifyPayment(userId: $userId) { ${errors} ... on VerifyPaymentSuccess { user { ${userFields} } } } }`,
    variables: ({ params }) => ({ userId: userId(params.id) }),
    result: (data) => withDatabaseId(data.verifyPayment.user),
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/notify',
    operation: `mutation RestNotify($userId: ID!) { sendPaymentReminder(userId: $userId) { ${errors} ... on SendPaymentReminderSuccess { reminder { sent } } } }`,
    variables: ({ params }) => ({ userId: userId(params.id) }),
    result: (data) => {
      const { sent } = data.sendPaymentReminder.reminder;
      return { sent, message: sent ? 'Payment verification email sent.' : 'Email queued in the outbox (no mail server is configured).' };
    },
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    operation: `mutation RestDeleteUser($userId: ID!) { deleteUser(userId: $userId) { ${errors} ... on DeleteUserSuccess { deletedUserId } } }`,
    variables: ({ params }) => ({ userId: userId(params.id) }),
    result: (_data, { params }) => ({ success: true, id: params.id }),
  },
  {
    method: 'GET',
    path: '/api/admin/tasks',
    operation: `query RestAdminTasks { adminTasks { ${taskFields} } }`,
    result: (data) => data.adminTasks.map(restTask),
  },
  {
    method: 'POST',
    path: '/api/admin/tasks',
    operation: `mutation RestCreateTask($input: TaskInput!) { createTask(input: $input) { ${errors} ... on CreateTaskSuccess { task { ${taskFields} } } } }`,
    variables: ({ body }) => ({ input: taskInput(body) }),
    result: (data) => restTask(data.createTask.task),
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/admin/tasks/:id',
    operation: `mutation RestUpdateTask($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input) { ${errors} ... on UpdateTaskSuccess { task { ${taskFields} } } } }`,
    variables: ({ params, body }) => ({ id: taskId(params.id), input: taskInput(body) }),
    result: (data) => restTask(data.updateTask.task),
  },
  {
    method: 'DELETE',
    path: '/api/admin/tasks/:id',
    operation: `mutation RestDeleteTask($id: ID!) { deleteTask(id: $id) { ${errors} ... on DeleteTaskSuccess { deletedTaskId } } }`,
    variables: ({ params }) => ({ id: taskId(params.id) }),
    result: (_data, { params }) => ({ success: true, id: params.id }),
  },
  {
    method: 'POST',
    path: '/api/admin/tasks/import',
    operation: `mutation RestImportTasks($input: ImportTasksInput!) { importTasks(input: $input) { ${errors} ... on ImportTasksSuccess { upload { ${uploadFields} } } } }`,
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
      return { success: true, message: `Imported ${upload.taskCount} tasks (${upload.mode}).`, upload };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/csv-uploads',
    operation: `query RestUploads { csvUploads { ${uploadFields} } }`,
    result: (data) => data.csvUploads,
  },
  {
    method: 'DELETE',
    path: '/api/admin/csv-uploads/:id',
    operation: `mutation RestDeleteUpload($id: ID!) { deleteCsvUpload(id: $id) { ${errors} ... on DeleteCsvUploadSuccess { deletedUploadId } } }`,
    variables: ({ params }) => ({ id: params.id }),
    result: (_data, { params }) => ({ success: true, id: params.id }),
  },
];
