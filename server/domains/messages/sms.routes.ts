// The SMS provider's delivery reports and inbound texts (STOP/START), form-encoded and signed, mounted
// by server/http.ts (server/kernel/pages.ts).
import type { PageRoutes } from '../../kernel/pages.js';
import { handleSmsWebhook, MAX_SMS_WEBHOOK_BYTES } from './sms.webhooks.js';

export const smsWebhook: PageRoutes = (app, kit) => {
  app.post('/webhooks/sms/:event{status|inbound}', kit.bodyLimit(MAX_SMS_WEBHOOK_BYTES, 'json'), async (c) => {
    const answer = await handleSmsWebhook(kit.services, c.req.param('event') as 'status' | 'inbound', c.req.raw);
    return c.body(answer.body, answer.status, { 'content-type': answer.contentType, 'cache-control': 'no-store' });
  });
};
