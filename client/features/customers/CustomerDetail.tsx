// A customer's detail: Call and Text, contact info, vehicles and service history, edit and delete.
import { Car, Mail, MapPin, MessageSquare, Phone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import type { CustomerDetail_customer$key } from './__generated__/CustomerDetail_customer.graphql';
import type { CustomerDetailDeleteMutation } from './__generated__/CustomerDetailDeleteMutation.graphql';
import type { CustomerDetailQuery } from './__generated__/CustomerDetailQuery.graphql';
import type { CustomerDetailUpdateMutation } from './__generated__/CustomerDetailUpdateMutation.graphql';
import { AddServiceDialog } from './AddServiceDialog';
import { AddVehicleDialog } from './AddVehicleDialog';
import { adjustTotalCount } from './connection';
import { CustomerForm, type SaveOutcome } from './CustomerForm';
import { CustomerStatusBadge } from './CustomerStatusBadge';
import { formatDate } from './dates';

const digits = (phone: string) => phone.replace(/[^\d+]/g, '');
export const smsLink = (phone: string, firstName: string, businessName: string | null) =>
  `sms:${digits(phone)}?&body=${encodeURIComponent(`Hi ${firstName}, this is ${businessName ?? 'your detailer'}! `)}`;

export function CustomerDetail({ id, connectionId, onClose }: { id: string; connectionId: string; onClose: () => void }) {
  const data = useLazyLoadQuery<CustomerDetailQuery>(
    graphql`
      query CustomerDetailQuery($id: ID!) {
        node(id: $id) {
          ...CustomerDetail_customer @alias
        }
        viewer {
          business {
            businessName
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const customer = data.node?.CustomerDetail_customer;
  if (!customer) return <p className="text-slate-600">This customer no longer exists.</p>;
  return <Detail customer={customer} businessName={data.viewer?.business?.businessName ?? null} connectionId={connectionId} onClose={onClose} />;
}

function Detail({ customer, businessName, connectionId, onClose }: { customer: CustomerDetail_customer$key; businessName: string | null; connectionId: string; onClose: () => void }) {
  const c = useFragment(
    graphql`
      fragment CustomerDetail_customer on Customer {
        id
        firstName
        lastName
        phone
        email
        address
        notes
        status
        nextServiceDue
        vehicles {
          id
          year
          make
          model
          color
        }
        serviceRecords {
          id
          serviceDate
          status
          totalAmount
          notes
          nextServiceDue
        }
      }
    `,
    customer,
  );
  const [editing, setEditing] = useState(false);
  const [update] = useMutation<CustomerDetailUpdateMutation>(graphql`
    mutation CustomerDetailUpdateMutation($id: ID!, $input: CustomerInput!) {
      updateCustomer(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on UpdateCustomerSuccess {
          customer {
            ...CustomerDetail_customer
            ...CustomerListItem_customer
          }
        }
      }
    }
  `);
  const [remove, removing] = useMutation<CustomerDetailDeleteMutation>(graphql`
    mutation CustomerDetailDeleteMutation($id: ID!, $connections: [ID!]!) {
      deleteCustomer(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on DeleteCustomerSuccess {
          deletedCustomerId @deleteEdge(connections: $connections)
        }
      }
    }
  `);

  if (editing) {
    return (
      <CustomerForm
        submitLabel="Save Changes"
        initial={{ ...c, email: c.email ?? '', address: c.address ?? '', notes: c.notes ?? '', status: c.status as 'lead' }}
        onSave={(values, allowDuplicatePhone) =>
          new Promise<SaveOutcome>((resolve) =>
            update({
              variables: { id: c.id, input: { ...values, allowDuplicatePhone } },
              onCompleted: ({ updateCustomer: r }) => {
                if (r.__typename === 'UpdateCustomerSuccess') {
                  toast({ title: 'Customer updated' });
                  setEditing(false);
                  return resolve({ ok: true });
                }
                resolve({ ok: false, conflict: r.__typename === 'ConflictError', message: r.message ?? '' });
              },
              onError: (e) => resolve({ ok: false, conflict: false, message: e.message }),
            }),
          )
        }
      />
    );
  }

  const confirmDelete = () => {
    if (!window.confirm(`Delete ${c.firstName} ${c.lastName}, their vehicles and service history? This cannot be undone.`)) return;
    remove({
      variables: { id: c.id, connections: [connectionId] },
      updater: (store, response) => {
        if (response?.deleteCustomer.__typename === 'DeleteCustomerSuccess') adjustTotalCount(store, connectionId, -1);
      },
      onCompleted: () => {
        toast({ title: 'Customer deleted' });
        onClose();
      },
    });
  };

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between">
        <CustomerStatusBadge status={c.status} />
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          Edit
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="success">
          <a href={`tel:${digits(c.phone)}`}>
            <Phone className="size-4" /> Call
          </a>
        </Button>
        <Button asChild>
          <a href={smsLink(c.phone, c.firstName, businessName)}>
            <MessageSquare className="size-4" /> Text
          </a>
        </Button>
      </div>
      <section className="space-y-1 text-sm text-slate-700">
        <p className="flex items-center gap-2">
          <Phone className="size-4 text-slate-400" aria-hidden /> {c.phone}
        </p>
        {c.email && (
          <p className="flex items-center gap-2">
            <Mail className="size-4 text-slate-400" aria-hidden /> {c.email}
          </p>
        )}
        {c.address && (
          <p className="flex items-center gap-2">
            <MapPin className="size-4 text-slate-400" aria-hidden /> {c.address}
          </p>
        )}
        {c.notes && <p className="rounded-lg bg-slate-50 p-2 text-slate-600">{c.notes}</p>}
        {c.nextServiceDue && <p className="font-medium text-brand-700">Next service due {formatDate(c.nextServiceDue)}</p>}
      </section>
      <section>
        <div className="mb-2 flex items-center justify-between">
          <h3 className="font-semibold">Vehicles</h3>
          <AddVehicleDialog customerId={c.id} />
        </div>
        {c.vehicles.length === 0 ? (
          <p className="text-sm text-slate-500">No vehicles yet.</p>
        ) : (
          <ul className="space-y-2">
            {c.vehicles.map((v) => (
              <li key={v.id} className="flex items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm">
                <Car className="size-4 text-slate-400" aria-hidden />
                {[v.year, v.make, v.model].filter(Boolean).join(' ')}
                {v.color && <span className="text-slate-500">· {v.color}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <div className="mb-2 flex items-center justify-between">
          <h3 className="font-semibold">Service History</h3>
          <AddServiceDialog customerId={c.id} />
        </div>
        {c.serviceRecords.length === 0 ? (
          <p className="text-sm text-slate-500">No services yet.</p>
        ) : (
          <ul className="space-y-2">
            {c.serviceRecords.map((r) => (
              <li key={r.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <div className="flex justify-between font-medium">
                  <span>{formatDate(r.serviceDate)}</span>
                  {r.totalAmount && <span>${r.totalAmount}</span>}
                </div>
                {r.notes && <p className="text-slate-600">{r.notes}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Button variant="ghost" className="w-full text-red-600" onClick={confirmDelete} disabled={removing}>
        <Trash2 className="size-4" /> Delete customer
      </Button>
    </div>
  );
}
