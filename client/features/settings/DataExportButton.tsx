// "Download all my data" in Settings → Your data (issue 56): asks the server for a ZIP of everything,
// says it is being prepared (and emailed), asks how it is going every few seconds, then offers the file.
import { Archive, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import type { DataExportButtonQuery } from './__generated__/DataExportButtonQuery.graphql';
import type { DataExportButtonRequestMutation } from './__generated__/DataExportButtonRequestMutation.graphql';

/** How often the status is asked while the file is being prepared. */
const POLL_MS = 3000;
export const PREPARING = "Preparing your file… we'll also email you a link.";
export const FAILED = 'We could not prepare your file. Please try again.';
export const EXPIRES = 'The link expires in 24 hours.';

const statusQuery = graphql`
  query DataExportButtonQuery($id: ID!) {
    dataExport(id: $id) {
      id
      status
      url
    }
  }
`;

type Export = { id: string; status: string; url?: string | null };

export function DataExportButton() {
  const environment = useRelayEnvironment();
  const [current, setCurrent] = useState<Export | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [request, requesting] = useMutationResult<DataExportButtonRequestMutation>(graphql`
    mutation DataExportButtonRequestMutation {
      requestDataExport {
        __typename
        ... on Error {
          message
        }
        ... on RequestDataExportSuccess {
          dataExport {
            id
            status
            url
          }
        }
      }
    }
  `);

  const preparing = current?.status === 'queued' || current?.status === 'building';
  const id = current?.id;
  useEffect(() => {
    if (!preparing || !id) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const data = await fetchQuery<DataExportButtonQuery>(environment, statusQuery, { id }, { fetchPolicy: 'network-only' }).toPromise();
        if (!stopped && data?.dataExport) setCurrent(data.dataExport);
      } catch {
        // Out of reach for a moment: the next tick asks again.
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [environment, preparing, id]);

  async function start() {
    setError(null);
    const result = await request({});
    if (!result.ok) setError(result.message);
    else if (result.data.__typename === 'RequestDataExportSuccess') setCurrent(result.data.dataExport ?? null);
  }

  if (current?.status === 'ready' && current.url) {
    return (
      <div className="space-y-1">
        <Button asChild>
          <a href={current.url} download>
            <Download className="size-4" aria-hidden /> Download your data (ZIP)
          </a>
        </Button>
        <p className="text-sm text-slate-600">{EXPIRES}</p>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={start} disabled={requesting || preparing}>
        <Archive className="size-4" aria-hidden /> Download all my data
      </Button>
      {preparing ? (
        <Notice tone="info">{PREPARING}</Notice>
      ) : null}
      {current?.status === 'failed' ? <Notice tone="error">{FAILED}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}
