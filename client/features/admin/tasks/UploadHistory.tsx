// The CSV upload history, newest first and paged, each with its mode; deleting an upload removes it
// (@deleteEdge) and the tasks it added (the dialog says how many and the days it empties, as the server
// counts them); Restore puts the program back as it was before an import. Both change many tasks, so
// the tab fetches its query again (onDeleted).
import { RotateCcw, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { UploadHistory_query$key } from './__generated__/UploadHistory_query.graphql';
import type { UploadHistoryDeleteMutation } from './__generated__/UploadHistoryDeleteMutation.graphql';
import type { UploadHistoryDeletionQuery } from './__generated__/UploadHistoryDeletionQuery.graphql';
import type { UploadHistoryRestoreMutation } from './__generated__/UploadHistoryRestoreMutation.graphql';
import type { UploadHistoryPaginationQuery } from './__generated__/UploadHistoryPaginationQuery.graphql';

const PAGE_SIZE = 20;
const MODE_LABEL: Record<string, string> = { replace: 'Replace', update: 'Update', add: 'Add' };

/** What deleting the upload does to the program now, counted by the server when the dialog opens. */
function DeletionSummary({ id }: { id: string }) {
  const data = useLazyLoadQuery<UploadHistoryDeletionQuery>(
    graphql`
      query UploadHistoryDeletionQuery($id: ID!) {
        node(id: $id) {
          ... on CsvUpload {
            deletion {
              message
            }
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'network-only' },
  );
  return <p data-testid="deletion-summary">{data.node?.deletion?.message}</p>;
}

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
              mode
              taskCount
              uploadedAt
              tasksBefore
              restoredAt
              restorable
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
  const [restore, restoring] = useMutationResult<UploadHistoryRestoreMutation>(graphql`
    mutation UploadHistoryRestoreMutation($id: ID!) {
      restoreCsvUpload(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on RestoreCsvUploadSuccess {
          upload {
            id
            restoredAt
            restorable
          }
        }
      }
    }
  `);
  const [deleting, setDeleting] = useState<{ id: string; filename: string } | null>(null);
  const [restoringUpload, setRestoringUpload] = useState<{ id: string; filename: string; tasksBefore: number } | null>(null);
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

  const restoreUpload = async (upload: { id: string; filename: string }) => {
    const result = await restore(
      { id: upload.id },
      { success: { title: 'Program restored', description: `The program is back as it was before ${upload.filename}.` }, failure: 'Restore failed' },
    );
    if (!result.ok) return;
    setRestoringUpload(null);
    onDeleted();
  };

  return (
    <>
      {uploads.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Upload history">
          {uploads.map((u) => (
            <li key={u.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate">
                {u.filename} · {MODE_LABEL[u.mode] ?? u.mode} · {u.taskCount} tasks · {new Date(u.uploadedAt).toLocaleString()}
                {u.restoredAt ? ' · restored' : ''}
              </span>
              <span className="flex shrink-0">
                {u.restorable && (
                  <Button size="sm" variant="ghost" aria-label={`Restore the program before ${u.filename}`} onClick={() => setRestoringUpload(u)}>
                    <RotateCcw className="size-4" />
                  </Button>
                )}
                <Button size="sm" variant="ghost" aria-label={`Delete upload ${u.filename}`} onClick={() => setDeleting(u)}>
                  <Trash2 className="size-4" />
                </Button>
              </span>
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
        {deleting && (
          <Suspense fallback={<p>Counting the tasks it removes...</p>}>
            <DeletionSummary id={deleting.id} />
          </Suspense>
        )}
        <p>Tasks it only updated stay. This cannot be undone.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={!!restoringUpload}
        onOpenChange={(open) => !open && setRestoringUpload(null)}
        title="Restore the program?"
        confirmLabel="Restore"
        pending={restoring}
        onConfirm={() => restoringUpload && restoreUpload(restoringUpload)}
      >
        <p>
          The program goes back to how it was before {restoringUpload?.filename} ({restoringUpload?.tasksBefore} tasks): every task added, changed or
          removed since is replaced. Owners keep their progress.
        </p>
      </ConfirmDialog>
    </>
  );
}
