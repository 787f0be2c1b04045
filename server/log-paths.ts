// The request log names a path without the token of a private link (a booking's /b/{token}, a pay
// link's /pay/{token}, the calendar feed's /calendar/{token}.ics and their /api twins): the token is
// the only credential, and the database keeps no copy of it that would open anything.
const PRIVATE = [/^(\/b\/)[^/]+/, /^(\/pay\/)[^/]+/, /^(\/calendar\/)[^/]+?(?=\.ics$|$)/, /^(\/api\/bookings\/manage\/)[^/]+/, /^(\/api\/pay\/)[^/]+/];

export const loggablePath = (path: string) => {
  for (const pattern of PRIVATE) if (pattern.test(path)) return path.replace(pattern, '$1[token]');
  return path;
};
