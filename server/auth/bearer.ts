// API tokens as credentials: an external tool sends `Authorization: Bearer lp_…` and acts as the
// token's user. Only the token's SHA-256 is stored (a 256-bit random token needs no slow hash).
// Creating and revoking tokens is the account domain's (domains/account/api-tokens.service.ts).
import crypto from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { User } from '../db/generated/prisma/client.js';
import { RateLimitError } from '../graphql/errors.js';
import type { Prisma } from '../db/client.js';
import { retryAfterSeconds, type Throttle } from './throttle.js';

export const TOKEN_PREFIX = 'lp_';
export const INVALID_TOKEN = 'Invalid or revoked API token';
/** lastUsedAt is written at most this often per token, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const graphQLError = (message: string, code: string, status: number, headers?: Record<string, string>) =>
  new GraphQLError(message, { extensions: { code, http: { status, ...(headers ? { headers } : {}) } } });

/**
 * The user behind an `Authorization` header. A malformed, unknown or revoked token is a 401, never
 * a silent signed-out request; a token over its rate limit is a 429.
 */
export async function userForBearer(
  services: { prisma: Prisma; throttle: Throttle },
  header: string,
): Promise<{ user: User; apiTokenId: string }> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1].startsWith(TOKEN_PREFIX)) throw graphQLError(INVALID_TOKEN, 'UNAUTHENTICATED', 401);
  const found = await services.prisma.apiToken.findUnique({ where: { tokenHash: hashToken(match[1]) }, include: { user: true } });
  // A closed account's tokens stop working at once (they are deleted with it, or work again when it is reopened).
  if (!found || found.user.closedAt) throw graphQLError(INVALID_TOKEN, 'UNAUTHENTICATED', 401);
  try {
    await services.throttle.take('apiToken', found.id);
  } catch (e) {
    if (e instanceof RateLimitError) throw graphQLError(e.message, 'RATE_LIMITED', 429, { 'Retry-After': String(retryAfterSeconds(e.message)) });
    throw e;
  }
  const now = new Date();
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await services.prisma.apiToken.updateMany({ where: { id: found.id }, data: { lastUsedAt: now } });
  }
  return { user: found.user, apiTokenId: found.id };
}
