// "Ask for a review" on a completed job (#59): the thank-you with the owner's review link goes now (once).
// Once asked, the job says when; a business without a review link is told where to add it.
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { formatInstant } from '../../ui/businessZone';
import { Notice } from '../../ui/Notice';
import { toast } from '../../ui/toast-store';
import type { AskForReviewMutation } from './__generated__/AskForReviewMutation.graphql';

export function AskForReview({ appointmentId, reviewRequestedAt }: { appointmentId: string; reviewRequestedAt: string | null | undefined }) {
  const [error, setError] = useState<string | null>(null);
  const [commit, pending] = useMutationResult<AskForReviewMutation>(graphql`
    mutation AskForReviewMutation($id: ID!) {
      askForReview(jobId: $id) {
        __typename
        ... on Error {
          message
        }
        ... on AskForReviewSuccess {
          serviceRecord {
            id
            reviewRequestedAt
          }
        }
      }
    }
  `);
  if (reviewRequestedAt) {
    return (
      <p className="text-sm text-slate-600" data-testid="review-asked">
        Review asked for on {formatInstant(reviewRequestedAt, { month: 'short', day: 'numeric' }, 'en-US')}
      </p>
    );
  }
  const ask = async () => {
    const result = await commit({ id: appointmentId });
    if (!result.ok) return setError(result.message);
    setError(null);
    toast({ title: 'Review request sent' });
  };
  return (
    <div className="space-y-2">
      {error && (
        <Notice tone="error">
          {error}{' '}
          {/review link/i.test(error) && (
            <Link to="/settings#messages" className="font-medium underline">
              Open Settings
            </Link>
          )}
        </Notice>
      )}
      <Button size="sm" variant="secondary" disabled={pending} onClick={ask}>
        Ask for a review
      </Button>
    </div>
  );
}
