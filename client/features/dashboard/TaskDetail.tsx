// A task's detail in its dialog (TaskDialogs): checklist, scripts filled for the owner, tips,
// resources and Mark Complete. Loaded when a task is about to be opened.
import { CheckCircle2, Clock } from 'lucide-react';
import { type PersonalizationSource, personalize } from '../../../common/content';
import { DONE_IN_APP } from '../../../common/program-actions';
import { Button } from '../../ui/Button';
import type { TaskDialogs_task$data } from './__generated__/TaskDialogs_task.graphql';
import { ScriptActions } from '../scripts/ScriptActions';
import { useCompleteTask } from './useCompleteTask';

export function TaskDetail({ task, onDone, owner }: { task: TaskDialogs_task$data; onDone: () => void; owner: PersonalizationSource }) {
  const [completeTask, pending] = useCompleteTask();
  const complete = () => completeTask(task.taskId, onDone);
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
      {task.scripts.map((s) => {
        const text = personalize(s.text, owner);
        return (
          <section key={s.name} aria-label={s.name} className="rounded-lg bg-slate-50 p-3">
            <h3 className="text-sm font-semibold">{s.name}</h3>
            <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{text}</p>
            <ScriptActions text={text} size="sm" className="mt-2" />
          </section>
        );
      })}
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
          <CheckCircle2 className="size-5" aria-hidden /> {task.completedBy === 'app' ? DONE_IN_APP : 'Completed'}
        </p>
      ) : (
        <Button variant="success" className="w-full" onClick={complete} disabled={pending}>
          {pending ? 'Saving...' : 'Mark Complete'}
        </Button>
      )}
    </div>
  );
}
