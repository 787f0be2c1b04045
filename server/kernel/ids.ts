import crypto from 'node:crypto';

/** A made-up id shaped like the database's (cuid: 'c', a base-36 timestamp, 16 more base-36 characters), so a trapped robot cannot tell. */
export function lookalikeId(now = Date.now()) {
  const random = Array.from(crypto.randomBytes(16), (b) => (b % 36).toString(36)).join('');
  return `c${now.toString(36).padStart(8, '0')}${random}`;
}
