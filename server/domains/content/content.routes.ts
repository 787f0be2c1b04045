// An article's uploaded image (content.images.ts), outside the API (bytes, not JSON): /learning-images/{hash}
// for signed-in users only (an owner's cookie or API token), like the articles themselves. Its address
// names its content, so the browser may keep it (privately: it is behind sign-in).
import { GraphQLError } from 'graphql';
import { authenticate } from '../../auth/authenticate.js';
import type { PageRoutes } from '../../kernel/pages.js';
import { findArticleImage } from './content.images.js';

export const contentPages: PageRoutes = (app, kit) => {
  const { services } = kit;
  app.get('/learning-images/:hash', kit.refuseNul('hash'), async (c) => {
    const noStore = { 'Cache-Control': 'no-store' };
    let user: Awaited<ReturnType<typeof authenticate>>['user'];
    try {
      user = (await authenticate(services, c.req.raw)).user;
    } catch (e) {
      if (!(e instanceof GraphQLError)) throw e;
      const http = e.extensions.http as { status?: number; headers?: Record<string, string> } | undefined;
      return c.text(e.message, http?.status === 429 ? 429 : 401, { ...http?.headers, ...noStore });
    }
    if (!user) return c.text('Sign in to see this image.', 401, noStore);
    const image = await findArticleImage(services.prisma, c.req.param('hash'));
    if (!image) return c.text('Not found', 404, noStore);
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': image.contentType,
      'Cache-Control': 'private, max-age=31536000, immutable',
      Vary: 'Cookie',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
};
