// viewer.coachTips (#59): at most COACH_MAX_TIPS tips, the most valuable first; none for an admin or an
// owner not yet onboarded.
import { COACH_MAX_TIPS } from '../../../common/coach.js';
import { builder } from '../../graphql/builder.js';
import { UserRef } from '../../graphql/user.js';
import { coachTips } from './coach.service.js';
import { CoachTipRef } from './coach.types.js';

builder.prismaObjectFields(UserRef, (t) => ({
  coachTips: t.field({
    type: [CoachTipRef],
    description: `The coach's tips, computed live from this owner's data: at most ${COACH_MAX_TIPS}, the most valuable first, dismissed rules left out; none for an admin or an owner not yet onboarded`,
    select: { isAdmin: true, onboardingCompleted: true },
    resolve: (user, _a, ctx) => coachTips(ctx, user),
  }),
}));
