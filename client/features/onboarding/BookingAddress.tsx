// Step 1's booking address: which address the name would use, whether it is free, and a free one if not.
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { SUBDOMAIN_MAX_LENGTH } from '../../../common/business-fields';
import { Button } from '../../ui/Button';
import type { BookingAddressQuery, BookingAddressQuery$data } from './__generated__/BookingAddressQuery.graphql';

export type Availability = BookingAddressQuery$data['subdomainAvailability'];

const query = graphql`
  query BookingAddressQuery($name: String!) {
    subdomainAvailability(name: $name) {
      subdomain
      available
      suggestion
    }
  }
`;

export const TAKEN_MESSAGE = 'This booking address is taken. Use the free one offered below or choose another name.';

/** Asks the server whether the address for `name` is free (network only: another owner may have taken it meanwhile). */
export const checkAvailability = (environment: Environment, name: string) =>
  fetchQuery<BookingAddressQuery>(environment, query, { name }, { fetchPolicy: 'network-only' })
    .toPromise()
    .then((d) => d?.subdomainAvailability ?? null);

/** The address the wizard would submit: the chosen one, else the one derived from the name. */
export function BookingAddress({ name, onUse }: { name: string; onUse: (subdomain: string) => void }) {
  const environment = useRelayEnvironment();
  const [result, setResult] = useState<Availability | null>(null);
  useEffect(() => {
    if (!name.trim()) {
      setResult(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      checkAvailability(environment, name)
        .then((r) => live && setResult(r))
        .catch(() => live && setResult(null));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [environment, name]);

  if (!result?.subdomain) return null;
  const link = (sub: string) => `${window.location.origin}/booking/${sub}`;
  // The address keeps letters and numbers only, at most SUBDOMAIN_MAX_LENGTH of them: say so rather than cut silently.
  const letters = name.toLowerCase().replace(/[^a-z0-9]/g, '').length;
  return (
    <div className="space-y-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" aria-live="polite">
      <p>
        Your booking link: <span className="break-all font-mono text-brand-700">{link(result.subdomain)}</span>
      </p>
      <p className="text-xs text-slate-600">
        Booking address <span data-testid="char-counter" className={letters > SUBDOMAIN_MAX_LENGTH ? 'font-semibold text-red-600' : undefined}>{letters}/{SUBDOMAIN_MAX_LENGTH}</span>
        {letters > SUBDOMAIN_MAX_LENGTH && ` — it keeps the first ${SUBDOMAIN_MAX_LENGTH} letters and numbers; shorten the name to choose them.`}
      </p>
      {result.available ? (
        <p className="text-green-700">This address is available.</p>
      ) : (
        <>
          <p className="text-red-700">This address is already taken.</p>
          {result.suggestion && (
            // A long address wraps inside the button instead of pushing a phone's page sideways.
            <Button type="button" variant="secondary" size="wrap" className="w-full" onClick={() => onUse(result.suggestion ?? '')}>
              <span className="min-w-0 break-all">Use {link(result.suggestion)}</span>
            </Button>
          )}
        </>
      )}
    </div>
  );
}
