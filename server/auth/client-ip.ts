// The client's IP address for a request, recorded by the router (from the socket, or from the last
// X-Forwarded-For entry when TRUST_PROXY is set) into the request's server context (server/http.ts),
// which yoga hands to the GraphQL context. Throttles key on it.

/** The caller's IP for `request`, given the socket's address. */
export function clientIpFrom(request: Request, socketAddress: string | undefined, trustProxy: boolean) {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress ?? 'unknown';
}
