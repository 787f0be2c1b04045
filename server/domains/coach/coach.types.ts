// The coach's GraphQL types (#59): a tip, and what dismissing one answers.
import { COACH_DISMISS_DAYS } from '../../../common/coach.js';
import { builder } from '../../graphql/builder.js';
import { UserRef } from '../../graphql/user.js';
import type { CoachTipShape } from './coach.service.js';

export const CoachTipRef = builder.objectRef<CoachTipShape>('CoachTip').implement({
  description: "A coaching tip computed live from the owner's own data by one rule of a fixed list",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable per owner and rule (the rule, read for the signed-in owner only): dismissCoachTip takes it' }),
    rule: t.exposeString('rule', { description: 'The rule that gave it, e.g. reviews-not-requested' }),
    title: t.exposeString('title'),
    text: t.exposeString('text', { description: 'The sentence with the figure that triggered it' }),
    href: t.exposeString('href', { description: 'A relative path of the owner screen that acts on it' }),
  }),
});

export const CoachTipDismissalRef = builder.objectRef<{ tipId: string; until: Date; userId: string }>('CoachTipDismissal').implement({
  description: `A dismissed tip: its rule stays hidden ${COACH_DISMISS_DAYS} days, whatever its figure`,
  fields: (t) => ({
    tipId: t.exposeID('tipId', { description: 'The id of the tip dismissed' }),
    until: t.expose('until', { type: 'DateTime', description: 'Hidden until then' }),
    user: t.prismaField({
      type: UserRef,
      description: 'The owner, to read the tips again (the next one may show)',
      resolve: (query, d, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: d.userId } }),
    }),
  }),
});
