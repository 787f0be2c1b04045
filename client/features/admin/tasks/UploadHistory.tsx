// The CSV upload history, newest first and paged; deleting an upload removes it (@deleteEdge) and the
// tasks it added, so the tab fetches its query again (onDeleted).
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { UploadHistory_query$key } from './__generated__/UploadHistory_query.graphql';
import type { UploadHistoryDeleteMutation } from './__generated__/UploadHistoryDeleteMutation.graphql';
import type { UploadHistoryPaginationQuery } from './__generated__/UploadHistoryPaginationQuery.graphql';

const PAGE_SIZE = 20;

export function UploadHistory({ query, onDeleted }: { query: UploadHistory_query$key; onDeleted: () => void }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<UploadHistoryPaginationQuery, UploadHistory_query$key>(
    graphql`
      fragment UploadHistory_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "UploadHistoryPaginationQuery") {
        csvUploads(first: $count, after: $cursor) @connection(key: "UploadHistory_csvUploads") {
          __id
          edges {
            node {
              id
              filename
              taskCount
              uploadedAt
            }
          }
        }
      }
    `,
    query,
  );
  const [remove, removing] = useMutationResult<UploadHistoryDeleteMutation>(graphql`
    mutation UploadHistoryDeleteMutation($id: ID!, $connections: [ID!]!) {
      deleteCsvUpload(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on DeleteCsvUploadSuccess {
          deletedUploadId @deleteEdge(connections: $connections)
        }
      }
    }
  `);
  const [deleting, setDeleting] = useState<{ id: string; filename: string } | null>(null);
  const uploads = data.csvUploads.edges.map((e) => e.node);

  const deleteUpload = async (upload: { id: string }) => {
    const result = await remove(
      { id: upload.id, connections: [data.csvUploads.__id] },
      { success: { title: 'CSV deleted', description: 'The CSV file and the tasks it added have been deleted.' }, failure: 'Delete failed' },
    );
    if (!result.ok) return;
    setDeleting(null);
    onDeleted();
  };

  return (
    <>
      {uploads.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Upload history">
          {uploads.map((u) => (
            <li key={u.id} className="flex items-center justify-between gap-2">
              <span className="truncate">
                {u.filename} · {u.taskCount} tasks · {new Date(u.uploadedAt).toLocaleString()}
              </span>
              <Button size="sm" variant="ghost" aria-label={`Delete upload ${u.filename}`} onClick={() => setDeleting(u)}>
                <Trash2 className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button size="sm" variant="ghost" className="w-full" onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading...' : 'Older uploads'}
        </Button>
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete upload?"
        confirmLabel="Delete Upload"
        pending={removing}
        onConfirm={() => deleting && deleteUpload(deleting)}
      >
        <p>{deleting?.filename} and the tasks it added will be deleted. Tasks it only updated stay. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
