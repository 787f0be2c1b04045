// Route preservation (public-and-admin.md): remember the last path so reopening the app at / returns there.
export const LAST_PATH_KEY = 'lastVisitedPath';
export const PULL_DOWN_THRESHOLD_PX = 50;
const NOT_STORED = new Set(['/', '/auth', '/signup']);
const RESTORABLE = ['/dashboard', '/settings', '/scripts', '/learning', '/onboarding'];

export function savePath(location: { pathname: string; search: string }) {
  if (NOT_STORED.has(location.pathname)) return;
  try {
    localStorage.setItem(LAST_PATH_KEY, location.pathname + location.search);
  } catch {
    /* storage unavailable (private mode): nothing to remember */
  }
}

/** The stored path when it may be restored (and clears it), else null. */
export function takeRestorablePath() {
  try {
    const stored = localStorage.getItem(LAST_PATH_KEY);
    if (!stored || !RESTORABLE.some((p) => stored === p || stored.startsWith(`${p}/`) || stored.startsWith(`${p}?`))) return null;
    localStorage.removeItem(LAST_PATH_KEY);
    return stored;
  } catch {
    return null;
  }
}
