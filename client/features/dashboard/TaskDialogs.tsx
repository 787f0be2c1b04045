// Today's tasks: the list dialog, and a task's detail with Mark Complete.
import { CheckCircle2, Circle, Clock } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { type PersonalizationSource, personalize } from '../../../common/content';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import type { TaskDialogs_task$data, TaskDialogs_task$key } from './__generated__/TaskDialogs_task.graphql';
import type { TaskDialogsCompleteMutation } from './__generated__/TaskDialogsCompleteMutation.graphql';

const taskFragment = graphql`
  fragment TaskDialogs_task on ProgramTask {
    taskId
    title
    shortDescription
    detailedDescription
    timeEstimate
    instructions
    tips
    resources {
      title
      url
    }
    scripts {
      name
      text
    }
    status
  }
`;

function TaskRow({ task, onOpen }: { task: TaskDialogs_task$key; onOpen: (t: TaskDialogs_task$data) => void }) {
  const t = useFragment(taskFragment, task);
  const done = t.status === 'completed';
  return (
    <li>
      <button type="button" onClick={() => onOpen(t)} className="flex w-full items-start gap-3 rounded-lg border border-slate-200 p-3 text-left hover:bg-slate-50">
        {done ? <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-label="Completed" /> : <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-label="Not completed" />}
        <span className="min-w-0">
          <span className={done ? 'font-medium text-slate-500 line-through' : 'font-medium text-slate-900'}>{t.title}</span>
          <span className="mt-0.5 block text-sm text-slate-600">{t.shortDescription}</span>
          <span className="mt-1 inline-flex items-center gap-1 text-xs text-slate-500">
            <Clock className="size-3" aria-hidden /> {t.timeEstimate}
          </span>
        </span>
      </button>
    </li>
  );
}

function TaskDetail({ task, onDone, owner }: { task: TaskDialogs_task$data; onDone: () => void; owner: PersonalizationSource }) {
  const [commit, pending] = useMutation<TaskDialogsCompleteMutation>(graphql`
    mutation TaskDialogsCompleteMutation($taskId: String!) {
      completeTask(taskId: $taskId) {
        __typename
        ... on Error {
          message
        }
        ... on CompleteTaskSuccess {
          programDay {
            ...TasksView_programDay
          }
        }
      }
    }
  `);
  const fail = () =>
    toast({ title: 'Error', description: 'Failed to save task completion. Please try again.', variant: 'destructive' });
  const complete = () =>
    commit({
      variables: { taskId: task.taskId },
      onCompleted: ({ completeTask: r }) => {
        if (r.__typename !== 'CompleteTaskSuccess') return fail();
        toast({ title: 'Task completed!' });
        onDone();
      },
      onError: fail,
    });
  const done = task.status === 'completed';
  return (
    <div className="space-y-4">
      <p className="inline-flex items-center gap-1 text-sm text-slate-500">
        <Clock className="size-4" aria-hidden /> {task.timeEstimate}
      </p>
      <p className="text-slate-700">{task.detailedDescription}</p>
      {task.instructions.length > 0 && (
        <div>
          <h3 className="mb-2 font-semibold">Checklist</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {task.instructions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {task.scripts.map((s) => (
        <div key={s.name} className="rounded-lg bg-slate-50 p-3">
          <h3 className="text-sm font-semibold">{s.name}</h3>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{personalize(s.text, owner)}</p>
        </div>
      ))}
      {task.tips.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-slate-600">
          {task.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
      {task.resources.map((r) => (
        <a key={r.url} href={r.url} target="_blank" rel="noreferrer" className="block text-sm text-brand-700 underline">
          {r.title}
        </a>
      ))}
      {done ? (
        <p className="flex items-center gap-2 font-medium text-green-700">
          <CheckCircle2 className="size-5" /> Completed
        </p>
      ) : (
        <Button variant="success" className="w-full" onClick={complete} disabled={pending}>
          {pending ? 'Saving...' : 'Mark Complete'}
        </Button>
      )}
    </div>
  );
}

export function TaskListDialog({
  open,
  onOpenChange,
  tasks,
  title,
  owner,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tasks: readonly (TaskDialogs_task$key & { readonly taskId: string })[];
  title: string;
  /** Fills the scripts' {firstName}, {businessName}, {city} and {phone}. */
  owner: PersonalizationSource;
}) {
  const [selected, setSelected] = useState<TaskDialogs_task$data | null>(null);
  return (
    <>
      <Dialog open={open && !selected} onOpenChange={onOpenChange}>
        <DialogContent title="Today's Tasks" description={title}>
          <ul className="space-y-2">
            {tasks.map((task) => (
              <TaskRow key={task.taskId} task={task} onOpen={setSelected} />
            ))}
          </ul>
        </DialogContent>
      </Dialog>
      <Dialog open={!!selected} onOpenChange={(o) => !o && setSelected(null)}>
        {selected && (
          <DialogContent title={selected.title}>
            <TaskDetail task={selected} owner={owner} onDone={() => setSelected(null)} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
