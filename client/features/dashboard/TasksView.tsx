// Today's tasks: the day's card with progress, the tasks inline with one-tap check-off, and the next
// step (Complete Day, log a job, share the booking link) once they are all done.
import { ListChecks, PartyPopper } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PersonalizationSource } from '../../../common/content';
import { ADVANCE_BLOCKED_MESSAGE } from '../../../common/program';
import { useLazyMutationResult } from '../../relay/lazyMutation';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Progress } from '../../ui/Progress';
import { toast } from '../../ui/toast-store';
import type { TasksView_programDay$key } from './__generated__/TasksView_programDay.graphql';
import type { TasksViewAdvanceMutation } from './__generated__/TasksViewAdvanceMutation.graphql';
import { TodayTasks } from './TodayTasks';

const loadAdvance = () => import('./TasksView.mutation');
// The next step shows once every task is done: it loads when one task is left (or at the latest then).
const loadDayDone = () => import('./DayDone');
const DayDone = lazy(() => loadDayDone().then((m) => ({ default: m.DayDone })));

export function TasksView({ programDay, owner }: { programDay: TasksView_programDay$key; owner: PersonalizationSource }) {
  const day = useFragment(
    graphql`
      fragment TasksView_programDay on ProgramDay {
        id
        length
        programDay
        title
        description
        totalTasks
        completedTasks
        allCompleted
        canAdvance
        finished
        tasks {
          taskId
          ...TaskDialogs_task
        }
      }
    `,
    programDay,
  );
  const [commit, pending, preload] = useLazyMutationResult<TasksViewAdvanceMutation>(loadAdvance);
  const nearlyDone = day.totalTasks > 0 && day.totalTasks - day.completedTasks <= 1;
  useEffect(() => {
    if (nearlyDone) loadDayDone().catch(() => {});
  }, [nearlyDone]);

  const advance = async () => {
    const result = await commit({});
    if (result.ok) toast({ title: `Welcome to Day ${result.data.user?.currentProgramDay}!`, description: "Here are today's tasks." });
    else toast({ title: 'Unable to advance', description: result.message || ADVANCE_BLOCKED_MESSAGE, variant: 'destructive' });
  };

  if (day.totalTasks === 0) {
    return (
      <Card>
        <CardContent first className="space-y-3 text-center">
          <ListChecks className="mx-auto size-10 text-slate-400" aria-hidden />
          <h2 className="text-lg font-semibold">No Tasks Available</h2>
          <p className="text-sm text-slate-600">There are no tasks for Day {day.programDay} yet. Check back soon.</p>
          {day.canAdvance && (
            <Button onClick={advance} onPointerEnter={preload} onFocus={preload} disabled={pending}>
              Complete Day
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }

  const percent = (day.completedTasks / day.totalTasks) * 100;
  return (
    <section className="space-y-3" aria-labelledby="today-tasks">
      <Card>
        <CardHeader>
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Day {day.programDay}</p>
          <CardTitle id="today-tasks">{day.title}</CardTitle>
          <p className="text-sm text-slate-600">{day.description}</p>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="flex justify-between text-sm text-slate-600">
            <span>Progress</span>
            <span>
              {day.completedTasks} of {day.totalTasks} tasks
            </span>
          </div>
          <Progress value={percent} label="Today's progress" />
          <TodayTasks tasks={day.tasks} owner={owner} />
          {day.finished && (
            <div className="rounded-lg bg-green-50 p-4 text-center text-green-800" role="status">
              <PartyPopper className="mx-auto mb-2 size-8" aria-hidden />
              <p className="font-semibold">Congratulations! You've completed the {day.length}-Day Program!</p>
              <p className="text-sm">Keep your daily habits going — your business is just getting started.</p>
            </div>
          )}
        </CardContent>
      </Card>
      {day.allCompleted && (
        <Suspense fallback={null}>
          <DayDone
            programDay={day.programDay}
            canAdvance={day.canAdvance}
            advancing={pending}
            onAdvance={advance}
            onPreloadAdvance={preload}
            bookingLink={owner.bookingLink ?? null}
          />
        </Suspense>
      )}
    </section>
  );
}
