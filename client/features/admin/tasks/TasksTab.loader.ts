// Starts TasksTabQuery with the tab's route, while the tab's code downloads.
import { preload } from '../../../relay/preload';
import query, { type TasksTabQuery } from './__generated__/TasksTabQuery.graphql';

export const loader = () => preload<TasksTabQuery>(query, {});
