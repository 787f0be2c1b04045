// appInfo: public facts about this deployment that pages show (support contact).
import { builder } from '../../graphql/builder.js';

const AppInfo = builder.objectRef<{ supportEmail: string; programLength: number; paymentsConfigured: boolean }>('AppInfo').implement({
  fields: (t) => ({
    supportEmail: t.exposeString('supportEmail'),
    paymentsConfigured: t.exposeBoolean('paymentsConfigured', { description: 'Whether Join and Manage Billing work (Stripe keys set)' }),
    programLength: t.exposeInt('programLength', { description: 'Days in the daily program' }),
  }),
});

builder.queryField('appInfo', (t) =>
  t.field({
    type: AppInfo,
    resolve: (_root, _args, ctx) => ({
      supportEmail: ctx.config.SUPPORT_EMAIL,
      programLength: ctx.config.PROGRAM_LENGTH_DAYS,
      paymentsConfigured: ctx.payments.configured,
    }),
  }),
);
