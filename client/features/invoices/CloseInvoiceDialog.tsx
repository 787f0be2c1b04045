// Void an invoice nothing was paid on, or refund its card payments through Stripe: one confirm, one
// mutation, and the invoice closes (void or refunded). Once money came in, Void stays and says why not.
import { useId, useState } from 'react';
import { graphql } from 'react-relay';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import type { CloseInvoiceDialogRefundMutation } from './__generated__/CloseInvoiceDialogRefundMutation.graphql';
import type { CloseInvoiceDialogVoidMutation } from './__generated__/CloseInvoiceDialogVoidMutation.graphql';

export const CANNOT_VOID_PAID = 'An invoice with a payment cannot be voided. Refund card payments, or give other payments back directly.';

const voidMutation = graphql`
  mutation CloseInvoiceDialogVoidMutation($id: ID!) {
    voidInvoice(id: $id) {
      __typename
      ... on Error {
        message
      }
      ... on VoidInvoiceSuccess {
        invoice {
          ...InvoiceDetail_invoice
        }
      }
    }
  }
`;

const refundMutation = graphql`
  mutation CloseInvoiceDialogRefundMutation($id: ID!) {
    refundInvoice(id: $id) {
      __typename
      ... on Error {
        message
      }
      ... on RefundInvoiceSuccess {
        invoice {
          ...InvoiceDetail_invoice
        }
      }
    }
  }
`;

const ACTIONS = {
  void: {
    mutation: voidMutation,
    button: 'Void invoice',
    buttonVariant: 'ghost',
    buttonClass: 'w-full text-red-700',
    title: (n: number) => `Void invoice #${n}?`,
    confirmLabel: 'Void invoice',
    cancelLabel: 'Keep it',
    done: (n: number) => `Invoice #${n} voided`,
  },
  refund: {
    mutation: refundMutation,
    button: 'Refund card payment',
    buttonVariant: 'secondary',
    buttonClass: 'w-full',
    title: (n: number) => `Refund invoice #${n}?`,
    confirmLabel: 'Refund',
    cancelLabel: 'Keep the payment',
    done: (n: number) => `Invoice #${n} refunded`,
  },
} as const;

type Props = { id: string; number: number } & ({ action: 'void'; paid: boolean } | { action: 'refund'; amounts: readonly string[] });

export function CloseInvoiceDialog(props: Props) {
  const { id, number, action } = props;
  const a = ACTIONS[action];
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const why = useId();
  // The action never changes for a mounted dialog, so the hook always runs the same mutation.
  const [commit, pending] = useMutationResult<CloseInvoiceDialogVoidMutation | CloseInvoiceDialogRefundMutation>(a.mutation);
  const blocked = props.action === 'void' && props.paid;
  const onConfirm = async () => {
    const result = await commit({ id }, { success: a.done(number) });
    if (result.ok) setOpen(false);
    else setError(result.message);
  };
  return (
    <div className="space-y-1">
      <Button
        variant={a.buttonVariant}
        className={a.buttonClass}
        disabled={blocked}
        aria-describedby={blocked ? why : undefined}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {a.button}
      </Button>
      {blocked && (
        <p id={why} className="text-xs text-slate-600">
          {CANNOT_VOID_PAID}
        </p>
      )}
      <ConfirmDialog open={open} onOpenChange={setOpen} title={a.title(number)} confirmLabel={a.confirmLabel} cancelLabel={a.cancelLabel} pending={pending} onConfirm={onConfirm}>
        {props.action === 'void' ? (
          <p>The invoice stays in your records, marked void; its pay link stops taking payments and its reminders stop. Its number is not reused.</p>
        ) : (
          <p>
            {props.amounts.map((x) => `$${x}`).join(' and ')} go back to the customer's card through Stripe. The invoice then shows Refunded. Cash and other payments you give
            back directly.
          </p>
        )}
        {error && <Notice tone="error">{error}</Notice>}
      </ConfirmDialog>
    </div>
  );
}
