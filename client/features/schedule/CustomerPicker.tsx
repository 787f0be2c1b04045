// New job's customer: find one of the owner's customers by name, phone or vehicle, or add a new one.
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { SearchInput } from '../../ui/SearchInput';
import { Spinner } from '../../ui/Spinner';
import type { CustomerPickerQuery } from './__generated__/CustomerPickerQuery.graphql';

export interface PickedCustomer {
  id: string;
  firstName: string;
  lastName: string;
  address: string | null | undefined;
  vehicles: readonly { id: string; year: number | null | undefined; make: string; model: string }[];
}

function Results({ search, onPick }: { search: string; onPick: (c: PickedCustomer) => void }) {
  const data = useLazyLoadQuery<CustomerPickerQuery>(
    graphql`
      query CustomerPickerQuery($search: String) {
        viewer {
          customers(first: 6, search: $search) {
            edges {
              node {
                id
                firstName
                lastName
                phone
                address
                vehicles {
                  id
                  year
                  make
                  model
                }
              }
            }
          }
        }
      }
    `,
    { search: search || null },
    { fetchPolicy: 'store-or-network' },
  );
  const edges = data.viewer?.customers.edges ?? [];
  if (!edges.length) return <p className="px-1 text-sm text-slate-500">No customer matches. Add them as a new customer.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Customers">
      {edges.map(({ node: c }) => (
        <li key={c.id}>
          <button type="button" className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50" onClick={() => onPick(c)}>
            <span className="font-medium">
              {c.firstName} {c.lastName}
            </span>
            <span className="text-slate-500"> · {c.phone}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function CustomerPicker({ onPick }: { onPick: (c: PickedCustomer) => void }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  return (
    <div className="space-y-2">
      <SearchInput label="Find a customer" placeholder="Name, phone or vehicle" value={search} onChange={setSearch} />
      <Suspense fallback={<Spinner />}>
        <Results search={deferred} onPick={onPick} />
      </Suspense>
    </div>
  );
}
