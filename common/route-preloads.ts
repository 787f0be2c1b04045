// The build's list of each route's chunks (vite/route-preloads.ts writes it, server/http.ts reads it).

/** An address of the app (a route pattern), whether only a signed-in person reaches it, and the chunks its code comes from. */
export type RoutePreload = { path: string; signedIn: boolean; files: string[] };

/** Its name in the built client's folder. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
