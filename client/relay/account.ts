/** The account cookie (server/auth/session.ts): which account this browser is signed in as, or null. */
export const accountCookie = () =>
  typeof document === 'undefined' ? null : (document.cookie.match(/(?:^|;\s*)(?:__Host-)?lp_account=([^;]+)/)?.[1] ?? null);
