// The public booking page, rendered once and answered from memory while nothing on it has changed.
// Rendering costs the page's GraphQL query and a React render; a visitor's reload, a
// link preview, or a flood of requests for one page costs one small SQL read instead. Each answer
// first reads the page's fingerprint (the business row's and its logo's and services' update times,
// and which services there are): any save of the business, its hours or availability settings, its
// pricing, brand colour or logo changes it, so a change shows at once, in every server process. An
// entry lives PAGE_CACHE_SECONDS at most, and at most PAGE_CACHE_ENTRIES pages are kept.
import { LRUCache } from 'lru-cache';
import type { Prisma } from '../../db/client.js';
import { subdomainKey } from './business.service.js';

export const PAGE_CACHE_SECONDS = 10;
export const PAGE_CACHE_ENTRIES = 500;

export type RenderedPage = { status: number; html: string };
type Entry = { fingerprint: string; page: RenderedPage; until: number };

async function fingerprintOf(prisma: Prisma, subdomain: string): Promise<string> {
  const rows = await prisma.$queryRaw<{ id: string; updated: Date; logo: Date | null; services: string | null }[]>`
    SELECT b."id", b."updatedAt" AS "updated", l."updatedAt" AS "logo",
      (SELECT string_agg(s."id" || '@' || s."updatedAt"::text, ',' ORDER BY s."id") FROM "Service" s WHERE s."businessId" = b."id") AS "services"
    FROM "Business" b LEFT JOIN "BusinessLogo" l ON l."businessId" = b."id"
    WHERE b."subdomain" = ${subdomain}`;
  const row = rows[0];
  if (!row) return 'none';
  return [row.id, row.updated.toISOString(), row.logo?.toISOString() ?? '', row.services ?? ''].join('|');
}

export function createBookingPageCache(prisma: Prisma, opts: { seconds?: number; entries?: number } = {}) {
  const ttl = (opts.seconds ?? PAGE_CACHE_SECONDS) * 1000;
  const max = opts.entries ?? PAGE_CACHE_ENTRIES;
  // At most `max` pages, each for at most `ttl` (lru-cache: the least recently used goes first).
  const entries = new LRUCache<string, Entry>({ max });
  const stats = { renders: 0, hits: 0 };
  return {
    stats,
    /** The page for `subdomain` under `origin` (its links name it): from memory while unchanged, else rendered by `render`. */
    async get(origin: string, subdomain: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
      const name = subdomainKey(subdomain);
      const key = `${origin} ${name}`;
      const fingerprint = await fingerprintOf(prisma, name);
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.fingerprint === fingerprint && cached.until > now) {
        stats.hits += 1;
        return cached.page;
      }
      entries.delete(key);
      const page = await render();
      stats.renders += 1;
      entries.set(key, { fingerprint, page, until: now + ttl });
      return page;
    },
  };
}
