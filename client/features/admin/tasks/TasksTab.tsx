// Daily Tasks: the task list (TaskList), the CSV import (TaskImport) and the upload history
// (UploadHistory), each reading its part of this query. A task's add, edit and delete change the
// store from their payloads; an import or an upload's deletion changes many tasks at once, so those
// fetch this query again.
import { useCallback } from 'react';
import { fetchQuery, graphql, type PreloadedQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { Card } from '../../../ui/Card';
import type { TasksTabQuery } from './__generated__/TasksTabQuery.graphql';
import { TaskImport } from './TaskImport';
import { TaskList } from './TaskList';
import { UploadHistory } from './UploadHistory';

export const tasksTabQuery = graphql`
  query TasksTabQuery {
    ...TaskList_query
    ...UploadHistory_query
    appInfo {
      programLength
    }
  }
`;

export function TasksTab({ queryRef }: { queryRef: PreloadedQuery<TasksTabQuery> }) {
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<TasksTabQuery>(tasksTabQuery, queryRef);
  const refetch = useCallback(() => {
    fetchQuery<TasksTabQuery>(environment, tasksTabQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
  const length = data.appInfo.programLength;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Manage the {length}-day action plan tasks</p>
      <TaskList query={data} programLength={length}>
        {(taskCount) => (
          <Card className="space-y-3 p-4">
            <TaskImport programLength={length} taskCount={taskCount} onImported={refetch} />
            <UploadHistory query={data} onDeleted={refetch} />
          </Card>
        )}
      </TaskList>
    </div>
  );
}

/** The route's page: the query its loader started. */
export function Component() {
  return <TasksTab queryRef={useLoaderData() as PreloadedQuery<TasksTabQuery>} />;
}
