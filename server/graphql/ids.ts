// Global ids in arguments: decoded inside resolvers so a wrong or foreign id is a NotFoundError (404), never a 500.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { NotFoundError } from './errors.js';

export function databaseId(globalId: string, typename: string, notFound = `${typename} not found`) {
  try {
    const decoded = decodeGlobalID(globalId);
    if (decoded.typename === typename && decoded.id) return decoded.id;
  } catch {
    /* not a global id */
  }
  throw new NotFoundError(notFound);
}
