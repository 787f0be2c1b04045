// The app's public address, the one base of every link it sends or answers (emails, texts, payment
// redirects, manage and pay links): APP_URL, required in production; never a request's Host or
// X-Forwarded-Host, which a caller chooses.
import type { Config } from '../config.js';

export const appBase = (ctx: { config: Pick<Config, 'appUrl'> }) => ctx.config.appUrl;
