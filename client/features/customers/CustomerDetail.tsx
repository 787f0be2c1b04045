// A customer's detail: a contact-card header (name, status, main vehicle), Call, Text, New job and Log a job,
// contact info and consent to texts, vehicles, service history and the messages timeline, edit and delete.
import { Car, ClipboardPlus, Mail, MapPin, MessageSquare, Phone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { consentSourceText } from '../../../common/customers';
import { formatPhone } from '../../../common/phone';
import { Button } from '../../ui/Button';
import { mailHref, mapsHref } from '../../ui/contactLinks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useMutationResult } from '../../relay/mutationResult';
import { toast } from '../../ui/toast-store';
import type { CustomerDetail_customer$key } from './__generated__/CustomerDetail_customer.graphql';
import type { CustomerDetailDeleteMutation } from './__generated__/CustomerDetailDeleteMutation.graphql';
import type { CustomerDetailQuery } from './__generated__/CustomerDetailQuery.graphql';
import type { CustomerDetailUpdateMutation } from './__generated__/CustomerDetailUpdateMutation.graphql';
import { adjustTotalCount } from '../../relay/lists';
import { NewJobDialog } from '../schedule/NewJobDialog';
import { CustomerForm } from './CustomerForm';
import { CustomerMessages } from './CustomerMessages';
import { CustomerStatusBadge } from './CustomerStatusBadge';
import { formatDate } from './dates';
import { ServiceDialog } from './ServiceDialog';
import { ServiceHistory } from './ServiceHistory';
import { VehicleList } from './VehicleList';

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
        smsConsentAt
        smsConsentSource
        smsOptedOut
        visitCount
        totalSpent
        vehicles {
          year
          make
          model
          color
          licensePlate
        }
        ...VehicleList_customer
        ...ServiceHistory_customer
        ...CustomerMessages_customer
      }
    `,
    customer,
  );
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [logging, setLogging] = useState(false);
  const [update] = useMutationResult<CustomerDetailUpdateMutation>(graphql`
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
  const [remove, removing] = useMutationResult<CustomerDetailDeleteMutation>(graphql`
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
        initial={{ firstName: c.firstName, lastName: c.lastName, phone: c.phone, email: c.email ?? '', address: c.address ?? '', notes: c.notes ?? '', status: c.status as 'lead' }}
        smsConsent={{ at: c.smsConsentAt ?? null, optedOut: c.smsOptedOut }}
        onSave={async (values, allowDuplicatePhone, smsConsent) => {
          const input = { ...values, allowDuplicatePhone, ...(smsConsent === undefined ? {} : { smsConsent: smsConsent.given, ...(smsConsent.given ? { smsConsentSource: smsConsent.source } : {}) }) };
          const result = await update({ id: c.id, input }, { success: 'Customer updated' });
          if (result.ok) setEditing(false);
          return result;
        }}
      />
    );
  }

  const confirmDelete = () => {
    void remove(
      { id: c.id, connections: [connectionId] },
      {
        updater: (store, response) => {
          if (response?.deleteCustomer.__typename === 'DeleteCustomerSuccess') adjustTotalCount(store, connectionId, -1);
        },
        failure: 'Failed to delete customer.',
      },
    ).then((result) => {
      if (!result.ok) return;
      setConfirming(false);
      toast({ title: 'Customer deleted' });
      onClose();
    });
  };

  const main = c.vehicles[0];
  const mainVehicle = main ? [main.color, main.year, main.make, main.model].filter(Boolean).join(' ') : null;
  return (
    <div className="space-y-5">
      <header className="flex items-start gap-3" data-testid="customer-header">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg font-semibold text-brand-700" aria-hidden>
          {c.firstName[0]}
          {c.lastName[0]}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
            <span className="truncate">
              {c.firstName} {c.lastName}
            </span>
            <CustomerStatusBadge status={c.status} />
          </h3>
          <p className="flex items-center gap-1.5 truncate text-sm text-slate-600">
            <Car className="size-4 shrink-0 text-slate-400" aria-hidden />
            {mainVehicle ? (
              <span className="truncate">
                {mainVehicle}
                {main?.licensePlate ? ` · ${main.licensePlate}` : ''}
              </span>
            ) : (
              <span className="text-slate-500">No vehicle yet</span>
            )}
          </p>
          <p className="text-sm text-slate-600" data-testid="customer-totals">
            {c.visitCount} {c.visitCount === 1 ? 'visit' : 'visits'} · ${c.totalSpent} spent
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          Edit
        </Button>
      </header>
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
        <NewJobDialog customerId={c.id} variant="secondary" size="md" />
        <Button variant="secondary" onClick={() => setLogging(true)}>
          <ClipboardPlus className="size-4" /> Log a job
        </Button>
      </div>
      <ServiceDialog customerId={c.id} open={logging} onOpenChange={setLogging} title="Log a job" />
      <section className="space-y-1 text-sm text-slate-700">
        <p className="flex items-center gap-2">
          <Phone className="size-4 text-slate-400" aria-hidden /> {formatPhone(c.phone)}
        </p>
        {c.email && (
          <p className="flex items-center gap-2">
            <Mail className="size-4 text-slate-400" aria-hidden />
            <a href={mailHref(c.email)} className="text-brand-700 underline">
              {c.email}
            </a>
          </p>
        )}
        {c.address && (
          <p className="flex items-center gap-2">
            <MapPin className="size-4 text-slate-400" aria-hidden />
            <a href={mapsHref(c.address)} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {c.address}
            </a>
          </p>
        )}
        {c.notes && <p className="rounded-lg bg-slate-50 p-2 text-slate-600">{c.notes}</p>}
        <p className="flex items-center gap-2" data-testid="sms-consent">
          <MessageSquare className="size-4 text-slate-400" aria-hidden />
          {c.smsOptedOut
            ? 'Replied STOP: no texts'
            : c.smsConsentAt
              ? `Agreed to texts on ${formatDate(c.smsConsentAt)}${consentSourceText(c.smsConsentSource) ? ` (${consentSourceText(c.smsConsentSource)})` : ''}`
              : 'No consent to texts yet'}
        </p>
        {c.nextServiceDue && <p className="font-medium text-brand-700">Next service due {formatDate(c.nextServiceDue)}</p>}
      </section>
      <VehicleList customer={c} />
      <ServiceHistory customer={c} />
      <CustomerMessages customer={c} />
      <Button variant="ghostDanger" className="w-full" onClick={() => setConfirming(true)} disabled={removing}>
        <Trash2 className="size-4" /> Delete customer
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${c.firstName} ${c.lastName}?`}
        confirmLabel="Delete Customer"
        pending={removing}
        onConfirm={confirmDelete}
      >
        <p>Their vehicles and service history will be deleted too. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
