// The server refused a job that overlaps another (travel and buffers included): its message names
// the other job; "Book anyway" sends the same input again with bookAnyway.
import type { Refusal } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';

/** The refusal a "Book anyway" can override: a ConflictError with canBookAnyway. */
export const overlapOf = (r: Refusal & { error: unknown }) =>
  r.kind === 'ConflictError' && (r.error as { canBookAnyway?: boolean | null } | null)?.canBookAnyway ? r.message : null;

export function OverlapWarning({ message, pending, onBookAnyway }: { message: string; pending: boolean; onBookAnyway: () => void }) {
  return (
    <Notice tone="warning" className="space-y-2">
      <p data-testid="overlap-warning">{message}</p>
      <Button type="button" size="sm" variant="secondary" disabled={pending} onClick={onBookAnyway}>
        Book anyway
      </Button>
    </Notice>
  );
}
