// Daily Tasks: the program's tasks grouped by week and day, the editor, CSV export and import, and uploads.
// A task's add, edit and delete update the store from their payloads; an import or an upload's
// deletion changes many tasks at once, so those refetch the tab's query.
import { Download, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { fetchQuery, graphql, type PreloadedQuery, useFragment, useMutation, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { CSV_FILENAME, csvToRows, DELETE_TASK_CONFIRM, IMPORT_MODES, type ImportMode, parseScripts, taskSchema, tasksToCsv } from '../../../../common/tasks';
import { removeFromRootList } from '../../../relay/lists';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Notice } from '../../../ui/Notice';
import { Select } from '../../../ui/Select';
import { toast } from '../../../ui/toast-store';
import type { TasksTab_tasks$key } from './__generated__/TasksTab_tasks.graphql';
import type { TasksTabDeleteMutation } from './__generated__/TasksTabDeleteMutation.graphql';
import type { TasksTabDeleteUploadMutation } from './__generated__/TasksTabDeleteUploadMutation.graphql';
import type { TasksTabImportMutation } from './__generated__/TasksTabImportMutation.graphql';
import type { TasksTabQuery } from './__generated__/TasksTabQuery.graphql';
import { type TaskDraft, TaskFormDialog } from './TaskFormDialog';

const MODE_HELP: Record<ImportMode, string> = {
  replace: 'Replace: deletes all existing tasks and uses the CSV. This cannot be undone.',
  update: 'Update: updates tasks with matching IDs and adds new ones.',
  add: 'Add: keeps existing tasks and gives new unique IDs to conflicting ones.',
};

const MODE_LABEL: Record<ImportMode, string> = { replace: 'Replace', update: 'Update', add: 'Add' };

interface PendingImport {
  filename: string;
  csv: string;
  mode: ImportMode;
  rows: number;
  days: number;
}

const tasksTabQuery = graphql`
  query TasksTabQuery {
    adminTasks {
      ...TasksTab_tasks
    }
    csvUploads {
      id
      filename
      taskCount
      uploadedAt
    }
    appInfo {
      programLength
    }
  }
`;

/** What the list, the editor and the CSV export read of each task; add and edit return it for their task. */
const tasksFragment = graphql`
  fragment TasksTab_tasks on DailyTask @relay(plural: true) {
    id
    taskId
    title
    description
    timeRequired
    checklist
    scripts
    week
    day
    displayOrder
  }
`;

export function TasksTab({ queryRef }: { queryRef: PreloadedQuery<TasksTabQuery> }) {
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<TasksTabQuery>(tasksTabQuery, queryRef);
  const tasks = useFragment<TasksTab_tasks$key>(tasksFragment, data.adminTasks);
  const refetch = () => fetchQuery(environment, tasksTabQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  const [remove, removing] = useMutation<TasksTabDeleteMutation>(graphql`
    mutation TasksTabDeleteMutation($id: ID!) {
      deleteTask(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on DeleteTaskSuccess {
          deletedTaskId
        }
      }
    }
  `);
  const [importTasks, importing] = useMutation<TasksTabImportMutation>(graphql`
    mutation TasksTabImportMutation($input: ImportTasksInput!) {
      importTasks(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ImportTasksSuccess {
          upload {
            taskCount
          }
        }
      }
    }
  `);
  const [removeUpload, removingUpload] = useMutation<TasksTabDeleteUploadMutation>(graphql`
    mutation TasksTabDeleteUploadMutation($id: ID!) {
      deleteCsvUpload(id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [editing, setEditing] = useState<TaskDraft | null | undefined>(undefined);
  const [deletingTask, setDeletingTask] = useState<{ id: string; title: string } | null>(null);
  const [deletingUpload, setDeletingUpload] = useState<{ id: string; filename: string } | null>(null);
  const [pendingImport, setPendingImport] = useState<PendingImport | null>(null);
  const [mode, setMode] = useState<ImportMode>('replace');
  const file = useRef<HTMLInputElement>(null);
  const length = data.appInfo.programLength;
  const weeks = Math.ceil(length / 7);

  const groups = new Map<string, (typeof tasks)[number][]>();
  for (const t of tasks) {
    const key = `Week ${t.week} - Day ${t.day}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }

  const exportCsv = () => {
    if (!tasks.length) {
      return toast({ title: 'No tasks to export', description: 'There are no tasks available to export.', variant: 'destructive' });
    }
    const csv = tasksToCsv(tasks.map((t) => ({ ...t, checklist: [...t.checklist], scripts: parseScripts(t.scripts) })));
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: CSV_FILENAME });
    a.click();
    URL.revokeObjectURL(url);
    toast({ title: 'Tasks exported', description: `${tasks.length} tasks saved to ${CSV_FILENAME}.` });
  };

  /** Reads and checks the file with the server's rules, then asks before importing. */
  const onFile = async (f: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!f) return;
    const failed = (description: string) => toast({ title: 'Import failed', description, variant: 'destructive' });
    let csv: string;
    try {
      csv = await f.text();
    } catch {
      return failed('Failed to import CSV file.');
    }
    let rows: Record<string, string>[];
    try {
      rows = csvToRows(csv);
    } catch (e) {
      return failed((e as Error).message);
    }
    if (!rows.length) return failed('The CSV file has no tasks.');
    const schema = taskSchema(length);
    const days = new Set<number>();
    for (const [i, row] of rows.entries()) {
      const parsed = schema.safeParse(row);
      if (!parsed.success) return failed(`Row ${i + 2}: ${parsed.error.issues[0]?.message}`);
      days.add((parsed.data.week - 1) * 7 + parsed.data.day);
    }
    setPendingImport({ filename: f.name, csv, mode, rows: rows.length, days: days.size });
  };

  const runImport = ({ filename, csv, mode: importMode }: PendingImport) =>
    importTasks({
      variables: { input: { filename, mode: importMode, csv } },
      onCompleted: ({ importTasks: r }) => {
        if (r.__typename !== 'ImportTasksSuccess') return toast({ title: 'Import failed', description: r.message || 'Failed to import tasks', variant: 'destructive' });
        setPendingImport(null);
        toast({ title: 'Tasks imported', description: `${r.upload?.taskCount} tasks imported (${importMode}).` });
        refetch();
      },
      onError: (e) => toast({ title: 'Import failed', description: e.message || 'Failed to import CSV file.', variant: 'destructive' }),
    });

  const deleteTask = (task: { id: string }) =>
    remove({
      variables: { id: task.id },
      updater: (store, response) => {
        if (response?.deleteTask.__typename === 'DeleteTaskSuccess') removeFromRootList(store, 'adminTasks', response.deleteTask.deletedTaskId);
      },
      onCompleted: ({ deleteTask: r }) => {
        if (r.__typename !== 'DeleteTaskSuccess') return toast({ title: 'Error deleting task', description: r.message || 'Failed to delete task', variant: 'destructive' });
        setDeletingTask(null);
        toast({ title: 'Task deleted' });
      },
      onError: (e) => toast({ title: 'Error deleting task', description: e.message || 'Failed to delete task', variant: 'destructive' }),
    });

  const deleteUpload = (upload: { id: string }) =>
    removeUpload({
      variables: { id: upload.id },
      onCompleted: ({ deleteCsvUpload: r }) => {
        if (r.__typename !== 'DeleteCsvUploadSuccess') return toast({ title: 'Delete failed', description: r.message || 'Failed to delete CSV', variant: 'destructive' });
        setDeletingUpload(null);
        toast({ title: 'CSV deleted', description: 'The CSV file and the tasks it added have been deleted.' });
        refetch();
      },
      onError: (e) => toast({ title: 'Delete failed', description: e.message || 'Failed to delete CSV', variant: 'destructive' }),
    });

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Manage the {length}-day action plan tasks</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setEditing(null)}>
          <Plus className="size-4" /> Add Task
        </Button>
        <Button variant="secondary" onClick={exportCsv}>
          <Download className="size-4" /> Export CSV
        </Button>
      </div>
      <Card className="space-y-3 p-4">
        <h3 className="font-semibold">Import CSV</h3>
        <Select label="Import mode" value={mode} options={IMPORT_MODES.map((m) => [m, MODE_LABEL[m]] as const)} onChange={(e) => setMode(e.target.value as ImportMode)} />
        <Notice tone={mode === 'replace' ? 'warning' : 'info'}>{MODE_HELP[mode]}</Notice>
        <input ref={file} type="file" accept=".csv,text/csv" aria-label="CSV file" className="hidden" onChange={(e) => onFile(e.target.files?.[0])} />
        <Button variant="secondary" onClick={() => file.current?.click()} disabled={importing}>
          <Upload className="size-4" /> {importing ? 'Importing...' : 'Import CSV'}
        </Button>
        {data.csvUploads.length > 0 && (
          <ul className="space-y-1 text-sm" aria-label="Upload history">
            {data.csvUploads.map((u) => (
              <li key={u.id} className="flex items-center justify-between gap-2">
                <span className="truncate">
                  {u.filename} · {u.taskCount} tasks · {new Date(u.uploadedAt).toLocaleString()}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete upload ${u.filename}`}
                  onClick={() => setDeletingUpload(u)}
                >
                  <Trash2 className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {[...groups].map(([label, dayTasks]) => (
        <section key={label}>
          <h3 className="mb-2 font-semibold">{label}</h3>
          <ul className="space-y-2">
            {dayTasks.map((t) => (
              <li key={t.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold">{t.title}</p>
                    <p className="font-mono text-xs text-slate-500">{t.taskId}</p>
                  </div>
                  <div className="flex shrink-0">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit ${t.title}`}
                      onClick={() => setEditing({ ...t, checklist: t.checklist.join('\n'), scripts: t.scripts === '[]' ? '' : t.scripts, week: String(t.week), day: String(t.day), displayOrder: String(t.displayOrder) })}
                    >
                      <Pencil className="size-4" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete ${t.title}`}
                      onClick={() => setDeletingTask(t)}
                    >
                      <Trash2 className="size-4" />
                    </Button>
                  </div>
                </div>
                <p className="mt-1 text-sm text-slate-600">{t.description}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {t.timeRequired} · {t.checklist.length} checklist items
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        open={!!deletingTask}
        onOpenChange={(open) => !open && setDeletingTask(null)}
        title="Delete task?"
        confirmLabel="Delete Task"
        pending={removing}
        onConfirm={() => deletingTask && deleteTask(deletingTask)}
      >
        <p>{DELETE_TASK_CONFIRM}</p>
        <p className="font-medium">{deletingTask?.title}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={!!deletingUpload}
        onOpenChange={(open) => !open && setDeletingUpload(null)}
        title="Delete upload?"
        confirmLabel="Delete Upload"
        pending={removingUpload}
        onConfirm={() => deletingUpload && deleteUpload(deletingUpload)}
      >
        <p>
          {deletingUpload?.filename} and the tasks it added will be deleted. Tasks it only updated stay. This cannot be undone.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={!!pendingImport}
        onOpenChange={(open) => !open && setPendingImport(null)}
        title={pendingImport?.mode === 'replace' ? 'Replace all tasks?' : 'Import tasks?'}
        confirmLabel={pendingImport?.mode === 'replace' ? 'Replace Tasks' : 'Import Tasks'}
        pending={importing}
        onConfirm={() => pendingImport && runImport(pendingImport)}
      >
        {pendingImport && (
          <>
            <p data-testid="import-summary">
              {pendingImport.filename}: {pendingImport.rows} {pendingImport.rows === 1 ? 'task' : 'tasks'} across {pendingImport.days}{' '}
              {pendingImport.days === 1 ? 'day' : 'days'}, mode {MODE_LABEL[pendingImport.mode]}.
            </p>
            <Notice tone={pendingImport.mode === 'replace' ? 'warning' : 'info'}>
              {pendingImport.mode === 'replace'
                ? `All ${tasks.length} existing tasks will be deleted and replaced by this file. This cannot be undone.`
                : MODE_HELP[pendingImport.mode]}
            </Notice>
          </>
        )}
      </ConfirmDialog>
      {editing !== undefined && <TaskFormDialog draft={editing} weeks={weeks} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
