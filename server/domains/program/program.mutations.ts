// completeTask, uncompleteTask, advanceDay, logConversation, unlogConversation.
import { builder } from '../../graphql/builder.js';
import { NotFoundError, PaymentRequiredError, ValidationError } from '../../graphql/errors.js';
import { UserRef } from '../../graphql/user.js';
import * as program from './program.service.js';
import { ProgramDay } from './program.types.js';
import { signedInUser } from '../../auth/authenticate.js';

/** The errors these mutations return and the success payload's field (union and result names come from the builder). */
const errors = (data: string) => ({ types: [ValidationError, NotFoundError, PaymentRequiredError], dataField: { name: data } });

builder.mutationField('completeTask', (t) =>
  t.field({
    type: ProgramDay,
    description: 'Marks a task completed; repeating it changes nothing. uncompleteTask unticks one of today\'s.',
    authScopes: { signedIn: true },
    args: { taskId: t.arg.string({ required: true }) },
    errors: errors('programDay'),
    resolve: (_r, { taskId }, ctx) => program.completeTask(ctx, taskId),
  }),
);

builder.mutationField('uncompleteTask', (t) =>
  t.field({
    type: ProgramDay,
    description: "Unticks one of today's tasks ticked by mistake; a task of a day completed and left behind stays done.",
    authScopes: { signedIn: true },
    args: { taskId: t.arg.string({ required: true }) },
    errors: errors('programDay'),
    resolve: (_r, { taskId }, ctx) => program.uncompleteTask(ctx, taskId),
  }),
);

builder.mutationField('advanceDay', (t) =>
  t.field({
    type: UserRef,
    description: 'Moves to the next program day when every task of the current day is complete.',
    authScopes: { signedIn: true },
    errors: errors('user'),
    resolve: (_r, _a, ctx) => program.advanceDay(ctx),
  }),
);

builder.mutationField('logConversation', (t) =>
  t.field({
    type: UserRef,
    description: 'Logs one conversation on the date; select the user’s conversations and streak for that date.',
    authScopes: { signedIn: true },
    args: { date: t.arg.string({ required: true, description: 'The owner’s local date, YYYY-MM-DD' }) },
    errors: errors('user'),
    resolve: async (_r, { date }, ctx) => {
      await program.logConversation(ctx, date);
      return signedInUser(ctx);
    },
  }),
);

builder.mutationField('unlogConversation', (t) =>
  t.field({
    type: UserRef,
    description: 'Takes back one conversation logged on the date (never below 0); select conversations and streak as after logConversation.',
    authScopes: { signedIn: true },
    args: { date: t.arg.string({ required: true, description: 'The owner’s local date, YYYY-MM-DD' }) },
    errors: errors('user'),
    resolve: async (_r, { date }, ctx) => {
      await program.unlogConversation(ctx, date);
      return signedInUser(ctx);
    },
  }),
);

builder.mutationField('bookingPageShared', (t) =>
  t.boolean({
    description:
      'Records that the owner copied or shared their booking link in the app (#59: the action booking-page.shared, the first of which completes the tasks naming it). Always true; repeating it changes nothing.',
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => {
      const user = signedInUser(ctx);
      // An admin's copy counts for nobody's program (the listener records owners only).
      await ctx.prisma.$transaction((tx) => ctx.ownerEvents.emit(tx, { type: 'booking-page.shared', ownerId: user.id }));
      return true;
    },
  }),
);
