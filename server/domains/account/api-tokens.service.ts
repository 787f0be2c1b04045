// Personal API tokens: an external tool sends `Authorization: Bearer lp_…` to /graphql and acts as
// the token's user with that user's authorization. The token is shown once; only its SHA-256 is
// kept (a 256-bit random token needs no slow hash), with a short prefix to tell tokens apart.
import crypto from 'node:crypto';
import { GraphQLError } from 'graphql';
import { apiTokenSchema, MAX_API_TOKENS } from '../../../common/account.js';
import type { User } from '../../db/generated/prisma/client.js';
import type { AppServices, Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, parseInput, RateLimitError } from '../../graphql/errors.js';

export const TOKEN_PREFIX = 'lp_';
export const INVALID_TOKEN = 'Invalid or revoked API token';
export const TOO_MANY_TOKENS = `You can have up to ${MAX_API_TOKENS} API tokens. Revoke one you no longer use first.`;
/** lastUsedAt is written at most this often per token, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function createApiToken(ctx: Context, input: unknown) {
  const { name } = parseInput(apiTokenSchema, input);
  const userId = ctx.user!.id;
  const token = `${TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const apiToken = await ctx.prisma.$transaction(async (tx) => {
    if ((await tx.apiToken.count({ where: { userId } })) >= MAX_API_TOKENS) throw new ConflictError(TOO_MANY_TOKENS);
    return tx.apiToken.create({
      data: { userId, name, tokenHash: hashToken(token), prefix: token.slice(0, TOKEN_PREFIX.length + 6) },
    });
  });
  ctx.log.info({ userId, apiTokenId: apiToken.id }, 'api token created');
  return { token, apiToken };
}

/** Revokes one of the caller's own tokens; someone else's id is simply not found. */
export async function revokeApiToken(ctx: Context, id: string) {
  const { count } = await ctx.prisma.apiToken.deleteMany({ where: { id, userId: ctx.user!.id } });
  if (!count) throw new NotFoundError('API token not found');
  ctx.log.info({ userId: ctx.user!.id, apiTokenId: id }, 'api token revoked');
}

const graphQLError = (message: string, code: string, status: number) =>
  new GraphQLError(message, { extensions: { code, http: { status } } });

/**
 * The user behind an `Authorization` header. A malformed, unknown or revoked token is a 401, never
 * a silent signed-out request; a token over its rate limit is a 429.
 */
export async function userForBearer(services: AppServices, header: string): Promise<{ user: User; apiTokenId: string }> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match || !match[1].startsWith(TOKEN_PREFIX)) throw graphQLError(INVALID_TOKEN, 'UNAUTHENTICATED', 401);
  const found = await services.prisma.apiToken.findUnique({ where: { tokenHash: hashToken(match[1]) }, include: { user: true } });
  if (!found) throw graphQLError(INVALID_TOKEN, 'UNAUTHENTICATED', 401);
  try {
    await services.throttle.take('apiToken', found.id);
  } catch (e) {
    if (e instanceof RateLimitError) throw graphQLError(e.message, 'RATE_LIMITED', 429);
    throw e;
  }
  const now = new Date();
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await services.prisma.apiToken.updateMany({ where: { id: found.id }, data: { lastUsedAt: now } });
  }
  return { user: found.user, apiTokenId: found.id };
}
