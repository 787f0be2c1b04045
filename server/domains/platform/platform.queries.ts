// appInfo: public facts about this deployment that pages show (support contact).
import { builder } from '../../graphql/builder.js';

const AppInfo = builder.objectRef<{ supportEmail: string }>('AppInfo').implement({
  fields: (t) => ({ supportEmail: t.exposeString('supportEmail') }),
});

builder.queryField('appInfo', (t) =>
  t.field({ type: AppInfo, resolve: (_root, _args, ctx) => ({ supportEmail: ctx.config.SUPPORT_EMAIL }) }),
);
