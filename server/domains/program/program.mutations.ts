// completeTask, advanceDay, logConversation.
import { builder } from '../../graphql/builder.js';
import { NotFoundError, PaymentRequiredError, ValidationError } from '../../graphql/errors.js';
import { UserRef } from '../account/account.types.js';
import * as program from './program.service.js';
import { ProgramDay } from './program.types.js';

const errors = (verb: string, data: string) => ({
  types: [ValidationError, NotFoundError, PaymentRequiredError],
  union: { name: `${verb}Result` },
  result: { name: `${verb}Success` },
  dataField: { name: data },
});

builder.mutationField('completeTask', (t) =>
  t.field({
    type: ProgramDay,
    description: 'Marks a task completed. Completion is never reversed; repeating it changes nothing.',
    authScopes: { signedIn: true },
    args: { taskId: t.arg.string({ required: true }) },
    errors: errors('CompleteTask', 'programDay'),
    resolve: (_r, { taskId }, ctx) => program.completeTask(ctx, taskId),
  }),
);

builder.mutationField('advanceDay', (t) =>
  t.field({
    type: UserRef,
    description: 'Moves to the next program day when every task of the current day is complete.',
    authScopes: { signedIn: true },
    errors: errors('AdvanceDay', 'user'),
    resolve: (_r, _a, ctx) => program.advanceDay(ctx),
  }),
);

builder.mutationField('logConversation', (t) =>
  t.field({
    type: UserRef,
    description: 'Logs one conversation on the date; select the user’s conversations and streak for that date.',
    authScopes: { signedIn: true },
    args: { date: t.arg.string({ required: true, description: 'The owner’s local date, YYYY-MM-DD' }) },
    errors: errors('LogConversation', 'user'),
    resolve: async (_r, { date }, ctx) => {
      await program.logConversation(ctx, date);
      return ctx.user!;
    },
  }),
);
