// Starts AuditPageQuery with the route (/admin/audit?action=&subject=), beside the admin frame's.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../../relay/preload';
import query, { type AuditPageQuery } from './__generated__/AuditPageQuery.graphql';

export const loader = ({ request }: LoaderFunctionArgs) => {
  const search = new URL(request.url).searchParams;
  return preload<AuditPageQuery>(query, { action: search.get('action') || null, subject: search.get('subject') || null });
};
