// The client's IP address for a request, recorded by the router (from the socket, or from the last
// X-Forwarded-For entry when TRUST_PROXY is set) and carried to the GraphQL requests the REST layer
// makes on the caller's behalf. Throttles key on it.
const ips = new WeakMap<Request, string>();

export const setClientIp = (request: Request, ip: string) => ips.set(request, ip);

export const clientIpOf = (request: Request) => ips.get(request) ?? 'unknown';

/** The caller's IP for `request`, given the socket's address. */
export function clientIpFrom(request: Request, socketAddress: string | undefined, trustProxy: boolean) {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress ?? 'unknown';
}
