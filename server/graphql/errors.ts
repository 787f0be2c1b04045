// Errors a user can fix (members of a mutation's result union) and the authorization errors (GraphQL errors).
import { GraphQLError } from 'graphql';
import type { ZodType } from 'zod';

export interface FieldError {
  field: string;
  message: string;
}

export class ValidationError extends Error {
  override name = 'ValidationError';
  constructor(
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

export class ConflictError extends Error {
  override name = 'ConflictError';
}

/** A conflict the owner may override (a job overlapping another, or outside their hours): the same input with bookAnyway saves it. */
export class BookAnywayError extends ConflictError {
  readonly canBookAnyway = true;
}

export class PaymentRequiredError extends Error {
  override name = 'PaymentRequiredError';
}

/** A link that has expired or was already used (a password reset, an email confirmation): 410 by REST. */
export class GoneError extends Error {
  override name = 'GoneError';
  constructor(
    message: string,
    /** What to call instead (a closed business's phone), when there is one. */
    readonly phone: string | null = null,
  ) {
    super(message);
  }
}

/** Too many attempts: answered 429 by REST. */
export class RateLimitError extends Error {
  override name = 'RateLimitError';
}

/** A request past a size limit (a file with too many rows or bytes): answered 413 by REST. */
export class TooLargeError extends Error {
  override name = 'TooLargeError';
}

/** Wrong credentials: a user mistake (union member), answered 401 by REST. */
export class AuthenticationError extends Error {
  override name = 'AuthenticationError';
}

export const unauthenticated = () =>
  new GraphQLError('You must be signed in.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } } });

/**
 * For what only the person may do, signed in with a cookie: an API token is refused (403) with `message`,
 * so a token cannot mint credentials or links that outlive it or move the business's money.
 */
export const sessionRequired = (message: string) => new GraphQLError(message, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });

/** An outside service (Stripe) failed a step the operation cannot go on without: 502, with what to do. */
export const upstreamFailed = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_GATEWAY', http: { status: 502 } } });

export const forbidden = () =>
  new GraphQLError('You do not have access to this.', { extensions: { code: 'FORBIDDEN', http: { status: 200 } } });

/**
 * Parses input with a zod schema after authorization has run. The first issue is the message;
 * every issue is kept per field so forms can show them beside their inputs.
 */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  throw new ValidationError(fieldErrors[0]?.message ?? 'Invalid input', fieldErrors);
}

/**
 * The errors option of a field (Pothos's errors plugin) whose result union is `${name}Result`, its
 * success type `${name}Success`, and the success's `data` field the value.
 */
export const resultOf = (name: string, data: string, types: (new (...args: never[]) => Error)[]) => ({
  types,
  union: { name: `${name}Result` },
  result: { name: `${name}Success` },
  dataField: { name: data },
});
