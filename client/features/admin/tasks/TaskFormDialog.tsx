// Add or edit a daily task. Week runs 1..ceil(length/7); day 1..7; the server checks the program's end.
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { addToRootList, payloadRecord } from '../../../relay/lists';
import { Button } from '../../../ui/Button';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
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
}

export const emptyDraft: TaskDraft = { taskId: '', title: '', description: '', timeRequired: '30 minutes', checklist: '', scripts: '', week: '1', day: '1', displayOrder: '1' };

/** The server's order (week, day, display order, task id): a saved task goes to its place in the list. */
const programOrder = (a: RecordProxy, b: RecordProxy) => {
  for (const key of ['week', 'day', 'displayOrder', 'taskId']) {
    const x = a.getValue(key) as number | string;
    const y = b.getValue(key) as number | string;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
};
const placeTask = (mutation: 'createTask' | 'updateTask') => (store: RecordSourceSelectorProxy) =>
  addToRootList(store, 'adminTasks', payloadRecord(store, mutation, 'task'), programOrder);

export function TaskFormDialog({ draft, weeks, onClose }: { draft: TaskDraft | null; weeks: number; onClose: () => void }) {
  const [values, setValues] = useState<TaskDraft>(draft ?? emptyDraft);
  const [create, creating] = useMutation<TaskFormDialogCreateMutation>(graphql`
    mutation TaskFormDialogCreateMutation($input: TaskInput!) {
      createTask(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on CreateTaskSuccess {
          task {
            id
            ...TasksTab_tasks
          }
        }
      }
    }
  `);
  const [update, updating] = useMutation<TaskFormDialogUpdateMutation>(graphql`
    mutation TaskFormDialogUpdateMutation($id: ID!, $input: TaskInput!) {
      updateTask(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on UpdateTaskSuccess {
          task {
            id
            ...TasksTab_tasks
          }
        }
      }
    }
  `);
  const set = (key: keyof TaskDraft) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const editing = !!draft?.id;
  const save = () => {
    if (!values.taskId.trim() || !values.title.trim() || !values.description.trim()) {
      return toast({ title: 'Missing information', description: 'Please fill in all required fields.', variant: 'destructive' });
    }
    const { id, ...input } = values;
    const done = (typename: string, message?: string) => {
      if (typename === 'CreateTaskSuccess' || typename === 'UpdateTaskSuccess') {
        toast({ title: editing ? 'Task updated' : 'Task added' });
        return onClose();
      }
      toast({ title: editing ? 'Error updating task' : 'Error adding task', description: message || (editing ? 'Failed to update task' : 'Failed to add task'), variant: 'destructive' });
    };
    const onError = (e: Error) => done('Error', e.message);
    if (id) update({ variables: { id, input }, updater: placeTask('updateTask'), onCompleted: ({ updateTask: r }) => done(r.__typename, r.message), onError });
    else create({ variables: { input }, updater: placeTask('createTask'), onCompleted: ({ createTask: r }) => done(r.__typename, r.message), onError });
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={editing ? 'Edit Task' : 'Add Task'}>
        <div className="space-y-3">
          <Field label="Task ID" value={values.taskId} onChange={set('taskId')} />
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
          <Button className="w-full" onClick={save} disabled={creating || updating}>
            {editing ? 'Save Task' : 'Add Task'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
