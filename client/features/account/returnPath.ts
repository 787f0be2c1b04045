// Where sign-in returns to: the protected page that was asked for, only when it is a path of this site.
const NOT_RETURNED_TO = ['/auth', '/signup'];

/** `?next=` holds the page asked for while signed out. */
export const authPathFor = (location: { pathname: string; search: string; hash?: string }) =>
  `/auth?next=${encodeURIComponent(location.pathname + location.search + (location.hash ?? ''))}`;

/** The path to return to, or null when `next` is absent, not same-site, or an auth page. */
export function safeReturnPath(next: string | null | undefined) {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters and backslashes can make browsers read a path as another host.
  if ([...next].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return null;
  const base = 'https://same.site';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || NOT_RETURNED_TO.includes(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
