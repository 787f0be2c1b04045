// viewer: the signed-in user, or null.
import { builder } from '../../graphql/builder.js';
import { UserRef } from '../../graphql/user.js';

builder.queryField('viewer', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user; null when signed out.',
    resolve: (_root, _args, ctx) => ctx.user,
  }),
);
