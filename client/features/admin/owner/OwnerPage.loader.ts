// Starts OwnerPageQuery with the owner's route (/admin/users/:id, the owner's global id), beside the admin frame's.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../../relay/preload';
import query, { type OwnerPageQuery } from './__generated__/OwnerPageQuery.graphql';

export const loader = ({ params }: LoaderFunctionArgs) => preload<OwnerPageQuery>(query, { id: params.id ?? '' });
