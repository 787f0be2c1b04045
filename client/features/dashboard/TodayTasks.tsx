// Today's tasks inline: one tap on the circle ticks a task off, another unticks it (a tick by mistake);
// tapping the task opens its detail.
import { Check, Clock } from 'lucide-react';
import { useState } from 'react';
import { useFragment } from 'react-relay';
import type { PersonalizationSource } from '../../../common/content';
import { DONE_IN_APP } from '../../../common/program-actions';
import { cn } from '../../ui/cn';
import type { TaskDialogs_task$data, TaskDialogs_task$key } from './__generated__/TaskDialogs_task.graphql';
import { preloadTaskDetail, TaskDetailDialog, taskFragment } from './TaskDialogs';
import { useCompleteTask, useUncompleteTask } from './useCompleteTask';

type TaskKey = TaskDialogs_task$key & { readonly taskId: string };

function TaskRow({ task, onOpen }: { task: TaskKey; onOpen: (t: TaskDialogs_task$data) => void }) {
  const t = useFragment(taskFragment, task);
  const [complete, completing, preloadComplete] = useCompleteTask();
  const [uncomplete, uncompleting, preloadUndo] = useUncompleteTask();
  const done = t.status === 'completed';
  const pending = completing || uncompleting;
  const preload = done ? preloadUndo : preloadComplete;
  return (
    <li className="flex items-start gap-1 rounded-lg border border-slate-200 bg-white" data-testid="today-task">
      <label className="relative flex size-12 shrink-0 cursor-pointer items-center justify-center has-[:disabled]:cursor-default" onPointerEnter={preload}>
        <input
          type="checkbox"
          checked={done}
          disabled={pending}
          onChange={() => (done ? uncomplete(t.taskId) : complete(t.taskId))}
          onFocus={preload}
          aria-label={`Done: ${t.title}`}
          className={cn(
            'size-6 appearance-none rounded-full border-2 hover:border-green-600 checked:border-green-600 checked:bg-green-600',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            pending ? 'animate-pulse border-green-400' : 'border-slate-300',
          )}
        />
        {done && <Check className="pointer-events-none absolute size-4 text-white" strokeWidth={3} aria-hidden />}
      </label>
      <button type="button" onClick={() => onOpen(t)} onPointerEnter={preloadTaskDetail} onFocus={preloadTaskDetail} className="min-w-0 flex-1 py-3 pr-3 text-left">
        <span className={done ? 'font-medium text-slate-500 line-through' : 'font-medium text-slate-900'}>{t.title}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{t.shortDescription}</span>
        <span className="mt-1 inline-flex items-center gap-1 text-xs text-slate-500">
          <Clock className="size-3" aria-hidden /> {t.timeEstimate}
        </span>
        {/* Completed by the app, having seen the owner do it (#59); a tap on the circle still unticks it. */}
        {done && t.completedBy === 'app' && (
          <span className="mt-1 ml-2 inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800" data-testid="done-in-app">
            <Check className="size-3" aria-hidden /> {DONE_IN_APP}
          </span>
        )}
      </button>
    </li>
  );
}

export function TodayTasks({ tasks, owner }: { tasks: readonly TaskKey[]; owner: PersonalizationSource }) {
  const [selected, setSelected] = useState<TaskDialogs_task$data | null>(null);
  return (
    <>
      <ul className="space-y-2" aria-label="Today's tasks">
        {tasks.map((task) => (
          <TaskRow key={task.taskId} task={task} onOpen={setSelected} />
        ))}
      </ul>
      <TaskDetailDialog task={selected} owner={owner} onClose={() => setSelected(null)} />
    </>
  );
}
