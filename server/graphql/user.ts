// The User node, which each domain extends with its own fields (the viewer): owners read themselves, admins read everyone.
import { builder } from './builder.js';

export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  nullable: true,
  // A node lookup finds the caller only (admins anyone), so another user's id is simply null.
  findUnique: (id, ctx) => ({ id, ...(ctx.user?.isAdmin ? {} : { AND: [{ id: ctx.user?.id ?? '' }] }) }),
  authScopes: (user, ctx) => ctx.user?.id === user.id || !!ctx.user?.isAdmin,
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    isAdmin: t.exposeBoolean('isAdmin'),
    paymentVerified: t.exposeBoolean('paymentVerified'),
    onboardingCompleted: t.exposeBoolean('onboardingCompleted'),
    currentProgramDay: t.exposeInt('currentProgramDay'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
