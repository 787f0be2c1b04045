// Add or edit a daily task. Week runs 1..ceil(length/7); day 1..7; the server checks the program's end.
// An added task joins the list's connection (@appendNode; the list sorts it to its day); an edited
// one changes in the store by its id.
import { useState } from 'react';
import { graphql } from 'react-relay';
import { adjustTotalCount } from '../../../relay/lists';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { PROGRAM_ACTION_LABELS, PROGRAM_ACTIONS } from '../../../../common/program-actions';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { Textarea } from '../../../ui/Textarea';
import { toast } from '../../../ui/toast-store';
import type { TaskFormDialogCreateMutation } from './__generated__/TaskFormDialogCreateMutation.graphql';
import type { TaskFormDialogUpdateMutation } from './__generated__/TaskFormDialogUpdateMutation.graphql';

export interface TaskDraft {
  id?: string;
  taskId: string;
  title: string;
  description: string;
  timeRequired: string;
  checklist: string;
  scripts: string;
  week: string;
  day: string;
  displayOrder: string;
  /** A key of PROGRAM_ACTIONS that completes the task by itself (#59), or '' for none. */
  action: string;
}

export const emptyDraft: TaskDraft = { taskId: '', title: '', description: '', timeRequired: '30 minutes', checklist: '', scripts: '', week: '1', day: '1', displayOrder: '1', action: '' };

const ACTION_OPTIONS = [['', 'None: the owner ticks it'] as const, ...PROGRAM_ACTIONS.map((a) => [a, PROGRAM_ACTION_LABELS[a]] as const)];

export function TaskFormDialog({ draft, weeks, connectionId, onClose }: { draft: TaskDraft | null; weeks: number; connectionId: string; onClose: () => void }) {
  const [values, setValues] = useState<TaskDraft>(draft ?? emptyDraft);
  const [create, creating] = useMutationResult<TaskFormDialogCreateMutation>(graphql`
    mutation TaskFormDialogCreateMutation($input: TaskInput!, $connections: [ID!]!) {
      createTask(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on CreateTaskSuccess {
          task @appendNode(connections: $connections, edgeTypeName: "QueryAdminTasksConnectionEdge") {
            ...TaskList_task
          }
        }
      }
    }
  `);
  const [update, updating] = useMutationResult<TaskFormDialogUpdateMutation>(graphql`
    mutation TaskFormDialogUpdateMutation($id: ID!, $input: TaskInput!) {
      updateTask(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on UpdateTaskSuccess {
          task {
            ...TaskList_task
          }
        }
      }
    }
  `);
  const set = (key: keyof TaskDraft) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const editing = !!draft?.id;
  const save = async () => {
    if (!values.taskId.trim() || !values.title.trim() || !values.description.trim()) {
      return toast({ title: 'Missing information', description: 'Please fill in all required fields.', variant: 'destructive' });
    }
    const { id, ...input } = values;
    const result = id
      ? await update({ id, input }, { success: 'Task updated', failure: 'Error updating task' })
      : await create(
          { input, connections: [connectionId] },
          {
            updater: (store, data) => {
              if (data?.createTask.__typename === 'CreateTaskSuccess') adjustTotalCount(store, connectionId, 1);
            },
            success: 'Task added',
            failure: 'Error adding task',
          },
        );
    if (result.ok) onClose();
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={editing ? 'Edit Task' : 'Add Task'}>
        <div className="space-y-3">
          <Field
            label="Task ID"
            value={values.taskId}
            onChange={set('taskId')}
            hint={editing ? 'A new ID renames the task; owners who completed it keep it completed.' : undefined}
          />
          <Field label="Title" value={values.title} onChange={set('title')} />
          <Textarea label="Description" value={values.description} onChange={set('description')} />
          <Field label="Time required" value={values.timeRequired} onChange={set('timeRequired')} />
          <div className="grid grid-cols-3 gap-3">
            <Field label="Week" type="number" min={1} max={weeks} value={values.week} onChange={set('week')} />
            <Field label="Day" type="number" min={1} max={7} value={values.day} onChange={set('day')} />
            <Field label="Order" type="number" min={0} value={values.displayOrder} onChange={set('displayOrder')} />
          </div>
          <Textarea label="Checklist (one item per line, or a JSON array)" rows={4} value={values.checklist} onChange={set('checklist')} />
          <Textarea label="Scripts (JSON, optional)" rows={3} value={values.scripts} onChange={set('scripts')} />
          <Select label="Completes itself when" options={ACTION_OPTIONS} value={values.action} onChange={set('action')} />
          <Button className="w-full" onClick={save} disabled={creating || updating}>
            {editing ? 'Save Task' : 'Add Task'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
