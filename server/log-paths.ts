// The request log names a path without the token of a private link (a booking's /b/{token}, a pay
// link's /pay/{token}, the calendar feed's /calendar/{token}.ics, the account's emailed links and their /api twins): the token is
// the only credential, and the database keeps no copy of it that would open anything.
const PRIVATE = [
  /^(\/b\/)[^/]+/,
  /^(\/pay\/)[^/]+/,
  /^(\/calendar\/)[^/]+?(?=\.ics$|$)/,
  /^(\/api\/bookings\/manage\/)[^/]+/,
  /^(\/api\/pay\/)[^/]+/,
  // The account's emailed links (#56): a password reset, a new email's confirmation, an email change's undo, a data export's file.
  /^(\/reset-password\/)[^/]+/,
  /^(\/api\/password-reset\/)[^/]+/,
  /^(\/confirm-email\/)[^/]+/,
  /^(\/undo-email\/)[^/]+/,
  /^(\/account-export\/)[^/]+?(?=\.zip$|$)/,
];

export const loggablePath = (path: string) => {
  for (const pattern of PRIVATE) if (pattern.test(path)) return path.replace(pattern, '$1[token]');
  return path;
};
