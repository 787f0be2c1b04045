// A private page rendered on the server and reached by a secret link (the booking's manage link
// /b/{token}, the invoice's pay link /pay/{token}): the booking page's shell without its scripts,
// never indexed, filled by a GraphQL operation run as the request's caller.
import { escapeHtml } from './html.js';

/** yoga's fetch as the router hands it to a page (server/http.ts graphqlFor). */
export type GraphQL = (request: Request) => Response | Promise<Response>;

/**
 * Runs `query` through `graphql` for the caller of `request` (these pages, and the booking page's form
 * posts), answering the JSON payload and the cookies the answer sets (a password reset signs in).
 */
export async function askGraphQL<T>(graphql: GraphQL, request: Request, query: string, variables: Record<string, unknown>) {
  const gqlRequest = new Request(new URL('/graphql', request.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const res = await graphql(gqlRequest);
  const body = (await res.json()) as { data?: T | null };
  return { ...body, cookies: res.headers.getSetCookie() };
}

/** The booking page's shell without its scripts: these pages need none (its stylesheet stays). */
export const scriptlessShell = (html: string) =>
  html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link rel="modulepreload"[^>]*>/gi, '');

/** `markup` in the scriptless shell under `title`, noindex; `head`: more tags for the head (a refresh). */
export function privatePage(shell: string, title: string, markup: string, head = '') {
  return scriptlessShell(shell)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="robots" content="noindex" />${head}`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}
