// "Invoice" on a completed job (schedule and service history): one tap opens the job's invoice, or
// drafts it and opens the draft (openJobInvoice.ts, loaded when the button is pointed at, touched or
// focused, at the latest on the tap).
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import { invoiceState } from './invoiceBack';
import { CONNECTION_LOST, isNetworkError } from '../../relay/environment';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';

const load = () => import('./openJobInvoice');
const preload = () => {
  load().catch(() => {});
};

export function InvoiceButton({ appointmentId }: { appointmentId: string }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const location = useLocation();
  const [looking, setLooking] = useState(false);
  const fail = (description: string) => toast({ title: 'Could not open the invoice', description, variant: 'destructive' });
  const open = async () => {
    setLooking(true);
    try {
      const { openJobInvoice } = await load();
      const result = await openJobInvoice(environment, appointmentId);
      if ('id' in result) navigate(`/invoices/${result.id}`, { state: invoiceState(location) });
      else fail(result.error);
    } catch (e) {
      // Its code did not arrive (offline), or the lookup failed outside GraphQL.
      fail(isNetworkError(e) ? CONNECTION_LOST : e instanceof Error ? e.message : String(e));
    } finally {
      setLooking(false);
    }
  };
  return (
    <Button size="sm" onClick={open} onPointerEnter={preload} onFocus={preload} disabled={looking}>
      <FileText className="size-4" aria-hidden /> {looking ? 'Opening...' : 'Invoice'}
    </Button>
  );
}
