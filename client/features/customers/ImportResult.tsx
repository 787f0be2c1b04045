// What an import wrote, and "Undo this import" (the server allows it for 24 hours).
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import { IMPORT_UNDO_HOURS } from '../../../common/customer-import';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import type { ImportResultUndoMutation } from './__generated__/ImportResultUndoMutation.graphql';

interface Result {
  readonly importId: string | null | undefined;
  readonly created: number;
  readonly merged: number;
  readonly skipped: number;
  readonly invalid: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function ImportResult({ result, onAgain }: { result: Result; onAgain: () => void }) {
  const [undone, setUndone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [undo, undoing] = useMutationResult<ImportResultUndoMutation>(graphql`
    mutation ImportResultUndoMutation($id: ID!) {
      undoCustomerImport(id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const onUndo = async () => {
    if (!result.importId) return;
    const done = await undo({ id: result.importId }, { success: 'Import undone' });
    if (done.ok) setUndone(true);
    else setError(done.message);
  };
  return (
    <Card>
      <CardContent first className="space-y-3">
        <h1 className="flex items-center gap-2 text-xl font-bold">
          <CheckCircle2 className="size-5 text-green-700" aria-hidden /> {undone ? 'Import undone' : 'Customers imported'}
        </h1>
        {undone ? (
          <p className="text-sm text-slate-600">The customers this import added are removed. Merged customers keep what was merged.</p>
        ) : (
          <ul className="space-y-1 text-sm" aria-label="Import result">
            <li>{plural(result.created, 'new customer')}</li>
            {result.merged > 0 && <li>{plural(result.merged, 'duplicate')} merged</li>}
            {result.skipped > 0 && <li>{plural(result.skipped, 'duplicate')} skipped</li>}
            {result.invalid > 0 && <li>{plural(result.invalid, 'row')} with problems not imported</li>}
          </ul>
        )}
        {error && <Notice tone="error">{error}</Notice>}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/customers">See your customers</Link>
          </Button>
          {!undone && (
            <Button variant="secondary" onClick={onUndo} disabled={undoing}>
              Undo this import
            </Button>
          )}
          {undone && (
            <Button variant="secondary" onClick={onAgain}>
              Import another file
            </Button>
          )}
        </div>
        {!undone && <p className="text-xs text-slate-500">You can undo this import for {IMPORT_UNDO_HOURS} hours.</p>}
      </CardContent>
    </Card>
  );
}
