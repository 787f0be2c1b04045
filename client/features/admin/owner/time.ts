// Times on the operator's pages as people say them: "3 days ago", "in 20 minutes" (never "602 hours ago").
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function timeAgo(at: string | Date, now = Date.now()) {
  const ms = new Date(at).getTime() - now;
  for (const [unit, size] of UNITS) if (Math.abs(ms) >= size) return format.format(Math.round(ms / size), unit);
  return 'just now';
}

export const dateTime = (at: string | Date) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The database id inside a Relay global id (base64 of "Type:id"): the audit names records by it. */
export function databaseIdOf(globalId: string) {
  try {
    const decoded = atob(globalId);
    const colon = decoded.indexOf(':');
    return colon > 0 ? decoded.slice(colon + 1) : globalId;
  } catch {
    return globalId;
  }
}
