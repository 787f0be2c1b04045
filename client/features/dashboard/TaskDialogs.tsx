// A task's detail dialog with Mark Complete; the fragment today's checklist spreads. The detail
// (TaskDetail.tsx) loads when a task is pointed at, touched or focused, at the latest when it opens.
import { lazy, Suspense } from 'react';
import { graphql } from 'react-relay';
import type { PersonalizationSource } from '../../../common/content';
import { Dialog, DialogContent } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import type { TaskDialogs_task$data } from './__generated__/TaskDialogs_task.graphql';

const loadDetail = () => import('./TaskDetail');
const TaskDetail = lazy(() => loadDetail().then((m) => ({ default: m.TaskDetail })));
/** Starts loading a task's detail (a task row's onPointerEnter and onFocus). */
export const preloadTaskDetail = () => {
  loadDetail().catch(() => {});
};

export const taskFragment = graphql`
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
    completedBy
  }
`;

/** One task's detail (checklist, scripts filled for the owner, tips, resources) with Mark Complete. */
export function TaskDetailDialog({
  task,
  onClose,
  owner,
}: {
  task: TaskDialogs_task$data | null;
  onClose: () => void;
  /** Fills the scripts' {firstName}, {businessName}, {city} and {phone}. */
  owner: PersonalizationSource;
}) {
  return (
    <Dialog open={!!task} onOpenChange={(o) => !o && onClose()}>
      {task && (
        <DialogContent title={task.title}>
          <Suspense fallback={<Spinner />}>
            <TaskDetail task={task} owner={owner} onDone={onClose} />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}
