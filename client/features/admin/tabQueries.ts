// The query of each admin tab, so the route's loader and the tab switch can start it before the tab renders.
import type { ConcreteRequest } from 'relay-runtime';
import articles from './content/__generated__/ArticlesTabQuery.graphql';
import scripts from './content/__generated__/ScriptsTabQuery.graphql';
import payments from './payments/__generated__/PaymentsTabQuery.graphql';
import tasks from './tasks/__generated__/TasksTabQuery.graphql';
import users from './users/__generated__/UsersTabQuery.graphql';

export const TAB_QUERIES: Record<string, ConcreteRequest> = { payments, users, tasks, scripts, articles };

export const DEFAULT_TAB = 'payments';

export const tabOf = (search: URLSearchParams) => search.get('tab') ?? DEFAULT_TAB;
