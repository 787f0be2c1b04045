// The home's coaching card (#59): at most three tips the server computed from the owner's own numbers,
// the most valuable first, each with the figure that triggered it, a link to the screen that acts on it
// and Dismiss (the rule hides for 14 days). No tips: nothing shows.
import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useLazyMutationResult } from '../../relay/lazyMutation';
import { Button } from '../../ui/Button';
import type { CoachCard_user$key } from './__generated__/CoachCard_user.graphql';
import type { CoachCardDismissMutation } from './__generated__/CoachCardDismissMutation.graphql';

const loadDismiss = () => import('./CoachCard.mutation');

/** What each tip's link says: the action its screen offers. */
const ACTIONS: Record<string, string> = {
  'booking-link-not-shared': 'Copy your link',
  'reviews-not-requested': 'Ask for reviews',
  'size-below-target': 'Update prices',
  'empty-week': 'Find someone to book',
  'no-shows-without-deposit': 'Set a deposit',
  'invoices-unpaid': 'See unpaid invoices',
};
/** The link's words: a review tip without a review link leads to adding it first. */
const actionOf = (tip: { rule: string; href: string }) =>
  tip.rule === 'reviews-not-requested' && tip.href.startsWith('/settings') ? 'Add your review link' : (ACTIONS[tip.rule] ?? 'Open');

export function CoachCard({ user }: { user: CoachCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment CoachCard_user on User {
        coachTips {
          id
          rule
          title
          text
          href
        }
      }
    `,
    user,
  );
  const [dismiss, pending, preload] = useLazyMutationResult<CoachCardDismissMutation>(loadDismiss);
  const [dismissing, setDismissing] = useState<string | null>(null);
  // A tip deleted from the store reads as null until the list comes back.
  const tips = data.coachTips.filter(Boolean);
  if (!tips.length) return null;
  const onDismiss = async (id: string) => {
    setDismissing(id);
    await dismiss({ id }, { failure: 'Could not dismiss the tip.' });
    setDismissing(null);
  };
  return (
    <section aria-labelledby="home-coach" className="space-y-2 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" data-testid="coach-card">
      <h2 id="home-coach" className="flex items-center gap-2 font-semibold">
        <Lightbulb className="size-4 text-brand-700" aria-hidden /> Your coach
      </h2>
      <ul className="space-y-2" aria-label="Coaching tips">
        {tips.map((tip) => (
          <li key={tip.id} className="space-y-1 rounded-lg border border-slate-200 p-3" data-testid="coach-tip" data-rule={tip.rule}>
            <h3 className="font-semibold text-slate-900">{tip.title}</h3>
            <p className="text-sm text-slate-700">{tip.text}</p>
            <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
              <Link to={tip.href} className="inline-block py-2 text-sm font-medium text-brand-700 underline">
                {actionOf(tip)}
              </Link>
              <Button
                size="sm"
                variant="ghost"
                disabled={pending && dismissing === tip.id}
                onClick={() => onDismiss(tip.id)}
                onPointerEnter={preload}
                onFocus={preload}
                aria-label={`Dismiss: ${tip.title}`}
              >
                {pending && dismissing === tip.id ? 'Dismissing...' : 'Dismiss'}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
