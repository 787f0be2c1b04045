// The export's file, served outside the API (a ZIP, not JSON): /account-export/{id}/download for its
// owner, signed in with the cookie or an API token, and /account-export/{token}.zip, the emailed link,
// whose token is the only credential. Both only while the file is ready and not past its 24 hours;
// never cached, always a download.
import { GraphQLError } from 'graphql';
import { authenticate } from '../../auth/authenticate.js';
import type { PageRoutes, RouterContext } from '../../kernel/pages.js';
import { EXPORT_GONE, EXPORT_NOT_FOUND, exportFile } from './takeout.service.js';

const text = (c: RouterContext, status: 401 | 404 | 410 | 429, message: string, headers: Record<string, string> = {}) =>
  c.text(message, status, { ...headers, 'Cache-Control': 'no-store' });

/** The caller's user, or the answer to a bad or throttled API token (401, 429) as the API gives it. */
async function callerOf(c: RouterContext, services: Parameters<typeof authenticate>[0]) {
  try {
    return (await authenticate(services, c.req.raw)).user;
  } catch (e) {
    if (!(e instanceof GraphQLError)) throw e;
    const http = e.extensions.http as { status?: number; headers?: Record<string, string> } | undefined;
    return text(c, http?.status === 429 ? 429 : 401, e.message, http?.headers);
  }
}

function zip(found: { file: Uint8Array; readyAt: Date }) {
  const day = found.readyAt.toISOString().slice(0, 10);
  return new Response(found.file as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="launchpad-data-${day}.zip"`,
      'Content-Length': String(found.file.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}

export const takeoutPages: PageRoutes = (app, kit) => {
  const { services } = kit;
  app.get('/account-export/:id/download', kit.refuseNul('id'), async (c) => {
    const user = await callerOf(c, services);
    if (user instanceof Response) return user;
    if (!user) return text(c, 401, 'Sign in to download your data.');
    const found = await exportFile(services.prisma, { id: c.req.param('id'), ownerId: user.id });
    if (!found) return text(c, 404, EXPORT_NOT_FOUND);
    return found === 'gone' ? text(c, 410, EXPORT_GONE) : zip(found);
  });
  app.get('/account-export/:file{[A-Za-z0-9_-]+\\.zip}', async (c) => {
    const found = await exportFile(services.prisma, { token: c.req.param('file').slice(0, -'.zip'.length) });
    // An unknown token and an expired one are answered alike: the link no longer opens anything.
    return found && found !== 'gone' ? zip(found) : text(c, 410, EXPORT_GONE);
  });
};
