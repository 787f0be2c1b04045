// The program's tasks, grouped by week and day, paged like the customer list; add, edit, delete and
// the CSV export. Add and delete change the connection from their payloads (@appendNode, @deleteEdge);
// the groups are sorted here, so an added or edited task shows at its place.
import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { fetchQuery, graphql, readInlineData, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { CSV_FILENAME, checklistCell, DELETE_TASK_CONFIRM, parseScripts, tasksToCsv } from '../../../../common/tasks';
import { adjustTotalCount } from '../../../relay/lists';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast-store';
import type { TaskList_query$key } from './__generated__/TaskList_query.graphql';
import type { TaskList_task$data, TaskList_task$key } from './__generated__/TaskList_task.graphql';
import type { TaskListDeleteMutation } from './__generated__/TaskListDeleteMutation.graphql';
import type { TaskListExportQuery } from './__generated__/TaskListExportQuery.graphql';
import type { TaskListPaginationQuery } from './__generated__/TaskListPaginationQuery.graphql';
import { type TaskDraft, TaskFormDialog } from './TaskFormDialog';

export const TASK_PAGE_SIZE = 100;

/** Every task as the export writes it, whatever pages the list has loaded: read a page at a time, as the list pages. */
const exportQuery = graphql`
  query TaskListExportQuery($first: Int!, $after: String) {
    adminTasks(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...TaskList_task
        }
      }
    }
  }
`;

/** A task's fields, as the list shows them, the editor takes them and the export writes them (the mutations' payloads spread it too). */
export const taskFragment = graphql`
  fragment TaskList_task on DailyTask @inline {
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
    action
  }
`;

type Task = TaskList_task$data;
const programOrder = (a: Task, b: Task) => a.week - b.week || a.day - b.day || a.displayOrder - b.displayOrder || (a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0);

/** The editor's fields of a task (only TaskInput's: a connection's node carries __typename too). */
const draftOf = (t: Task): TaskDraft => ({
  id: t.id,
  taskId: t.taskId,
  title: t.title,
  description: t.description,
  timeRequired: t.timeRequired,
  checklist: checklistCell(t.checklist),
  scripts: t.scripts === '[]' ? '' : t.scripts,
  week: String(t.week),
  day: String(t.day),
  displayOrder: String(t.displayOrder),
  action: t.action ?? '',
});

export function TaskList({ query, programLength, children }: { query: TaskList_query$key; programLength: number; children: (taskCount: number) => ReactNode }) {
  const environment = useRelayEnvironment();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<TaskListPaginationQuery, TaskList_query$key>(
    graphql`
      fragment TaskList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
      @refetchable(queryName: "TaskListPaginationQuery") {
        adminTasks(first: $count, after: $cursor) @connection(key: "TaskList_adminTasks") {
          __id
          totalCount
          edges {
            node {
              ...TaskList_task
            }
          }
        }
      }
    `,
    query,
  );
  const [remove, removing] = useMutationResult<TaskListDeleteMutation>(graphql`
    mutation TaskListDeleteMutation($id: ID!, $connections: [ID!]!) {
      deleteTask(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on DeleteTaskSuccess {
          deletedTaskId @deleteEdge(connections: $connections)
        }
      }
    }
  `);
  const [editing, setEditing] = useState<TaskDraft | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const { __id: connectionId, totalCount } = data.adminTasks;
  const tasks = data.adminTasks.edges.map((e) => readInlineData<TaskList_task$key>(taskFragment, e.node)).sort(programOrder);
  const weeks = Math.ceil(programLength / 7);

  const groups = new Map<string, typeof tasks>();
  for (const t of tasks) {
    const key = `Week ${t.week} - Day ${t.day}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }

  const exportCsv = async () => {
    setExporting(true);
    const all: Task[] = [];
    try {
      let after: string | null = null;
      do {
        const page: TaskListExportQuery['response'] | undefined = await fetchQuery<TaskListExportQuery>(environment, exportQuery, { first: TASK_PAGE_SIZE, after }, { fetchPolicy: 'network-only' }).toPromise();
        if (!page) break;
        all.push(...page.adminTasks.edges.map((e) => readInlineData<TaskList_task$key>(taskFragment, e.node)));
        after = page.adminTasks.pageInfo.hasNextPage ? (page.adminTasks.pageInfo.endCursor ?? null) : null;
      } while (after);
    } catch (e) {
      setExporting(false);
      return toast({ title: 'Export failed', description: (e as Error).message, variant: 'destructive' });
    }
    setExporting(false);
    if (!all.length) {
      return toast({ title: 'No tasks to export', description: 'There are no tasks available to export.', variant: 'destructive' });
    }
    const csv = tasksToCsv(all.map((t) => ({ ...t, checklist: [...t.checklist], scripts: parseScripts(t.scripts) })));
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: CSV_FILENAME });
    a.click();
    URL.revokeObjectURL(url);
    toast({ title: 'Tasks exported', description: `${all.length} tasks saved to ${CSV_FILENAME}.` });
  };

  const deleteTask = async (task: { id: string }) => {
    const result = await remove(
      { id: task.id, connections: [connectionId] },
      {
        updater: (store, response) => {
          if (response?.deleteTask.__typename === 'DeleteTaskSuccess') adjustTotalCount(store, connectionId, -1);
        },
        success: 'Task deleted',
        failure: 'Error deleting task',
      },
    );
    if (result.ok) setDeleting(null);
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setEditing(null)}>
          <Plus className="size-4" /> Add Task
        </Button>
        <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
          <Download className="size-4" /> Export CSV
        </Button>
      </div>
      {children(totalCount)}
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
                      onClick={() => setEditing(draftOf(t))}
                    >
                      <Pencil className="size-4" />
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`Delete ${t.title}`} onClick={() => setDeleting(t)}>
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
      {hasNext && (
        <Button variant="secondary" className="w-full" onClick={() => loadNext(TASK_PAGE_SIZE)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading...' : 'Load more'}
        </Button>
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete task?"
        confirmLabel="Delete Task"
        pending={removing}
        onConfirm={() => deleting && deleteTask(deleting)}
      >
        <p>{DELETE_TASK_CONFIRM}</p>
        <p className="font-medium">{deleting?.title}</p>
      </ConfirmDialog>
      {editing !== undefined && <TaskFormDialog draft={editing} weeks={weeks} connectionId={connectionId} onClose={() => setEditing(undefined)} />}
    </>
  );
}
