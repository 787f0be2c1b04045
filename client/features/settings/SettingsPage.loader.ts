// Starts SettingsPageQuery with the route, while the page's code downloads.
import { preload } from '../../relay/preload';
import query, { type SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql';

export const loader = () => preload<SettingsPageQuery>(query, {});
