// Global ids in arguments, decoded in this one place (the builder's relay.decodeGlobalID, node and
// nodes included): a wrong or foreign id is a NotFoundError (404), an id that decodes to text
// PostgreSQL cannot hold (U+0000) a 400, never a 500.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { NotFoundError } from './errors.js';

export const ID_NUL_REFUSED = 'An id cannot contain the NUL character';

/** The plugin's decoding, then the check the base64 form hides: no NUL in the decoded id. */
export function decodeId(globalId: string) {
  const decoded = decodeGlobalID(globalId);
  if (decoded.id.includes('\u0000') || decoded.typename.includes('\u0000')) {
    throw new GraphQLError(ID_NUL_REFUSED, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
  return decoded;
}

export function databaseId(globalId: string, typename: string, notFound = `${typename} not found`) {
  let decoded: { typename: string; id: string } | null = null;
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    /* not a global id */
  }
  if (decoded?.typename === typename && decoded.id) return decodeId(globalId).id;
  throw new NotFoundError(notFound);
}
