// dismissCoachTip (#59): hides the tip's rule for COACH_DISMISS_DAYS; an unknown id is a NotFoundError.
import { builder } from '../../graphql/builder.js';
import { NotFoundError } from '../../graphql/errors.js';
import { signedInUser } from '../../auth/authenticate.js';
import { dismissTip } from './coach.service.js';
import { CoachTipDismissalRef } from './coach.types.js';

builder.mutationField('dismissCoachTip', (t) =>
  t.field({
    type: CoachTipDismissalRef,
    description: "Hides a coaching tip (its rule) for 14 days, whatever its figure; an id that names no tip is NotFoundError",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], dataField: { name: 'dismissal' } },
    resolve: async (_r, { id }, ctx) => {
      const user = signedInUser(ctx);
      return { ...(await dismissTip(ctx, user.id, String(id))), userId: user.id };
    },
  }),
);
