import { ChevronRight } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { formatPhone } from '../../../common/phone';
import { cn } from '../../ui/cn';
import type { CustomerListItem_customer$key } from './__generated__/CustomerListItem_customer.graphql';
import { CustomerStatusBadge } from './CustomerStatusBadge';

export function CustomerListItem({ customer, onOpen, selected = false }: { customer: CustomerListItem_customer$key; onOpen: (id: string) => void; selected?: boolean }) {
  const c = useFragment(
    graphql`
      fragment CustomerListItem_customer on Customer {
        id
        firstName
        lastName
        phone
        status
        vehicles {
          year
          make
          model
        }
      }
    `,
    customer,
  );
  const vehicle = c.vehicles[0];
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(c.id)}
        aria-current={selected || undefined}
        className={cn('flex w-full items-center gap-3 rounded-xl border bg-white p-4 text-left hover:bg-slate-50', selected ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200')}
      >
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700" aria-hidden>
          {c.firstName[0]}
          {c.lastName[0]}
        </div>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 font-semibold">
            <span className="truncate">
              {c.firstName} {c.lastName}
            </span>
            <CustomerStatusBadge status={c.status} />
          </p>
          <p className="truncate text-sm text-slate-600">
            {formatPhone(c.phone)}
            {vehicle ? ` · ${[vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ')}` : ''}
          </p>
        </div>
        <ChevronRight className="size-4 text-slate-400" aria-hidden />
      </button>
    </li>
  );
}
