// "Invoice"'s work, loaded on the tap: the job's invoice is looked up, or drafted (createInvoice).
// The job's invoice is looked up on the tap, not selected in the lists.
import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { commitMutationResult } from '../../relay/mutationResult';
import type { openJobInvoiceMutation } from './__generated__/openJobInvoiceMutation.graphql';
import type { openJobInvoiceQuery } from './__generated__/openJobInvoiceQuery.graphql';

const jobInvoice = graphql`
  query openJobInvoiceQuery($id: ID!) {
    node(id: $id) {
      ... on ServiceRecord {
        invoice {
          id
        }
      }
    }
  }
`;

const createInvoice = graphql`
  mutation openJobInvoiceMutation($appointmentId: ID!) {
    createInvoice(appointmentId: $appointmentId) {
      __typename
      ... on Error {
        message
      }
      ... on CreateInvoiceSuccess {
        invoice {
          id
          # The job now has its invoice (the next tap opens it).
          appointment {
            id
            invoice {
              id
            }
          }
          ...InvoiceDetail_invoice
        }
      }
    }
  }
`;

/** The id of the job's invoice, drafted when the job has none; an error's message when that fails. */
export async function openJobInvoice(environment: Environment, appointmentId: string): Promise<{ id: string } | { error: string }> {
  const found = await fetchQuery<openJobInvoiceQuery>(environment, jobInvoice, { id: appointmentId }, { fetchPolicy: 'network-only' }).toPromise();
  const id = found?.node?.invoice?.id;
  if (id) return { id };
  const result = await commitMutationResult<openJobInvoiceMutation>(environment, { mutation: createInvoice, variables: { appointmentId } });
  if (result.ok && result.data.invoice) return { id: result.data.invoice.id };
  return { error: result.ok ? '' : result.message };
}
