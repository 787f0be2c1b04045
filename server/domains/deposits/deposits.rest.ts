// REST rows of the deposit asked by pay link (#30): the owner sends the job's link again.
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow, toDatabaseId, toGlobalId, withDatabaseId } from '../../rest/rest.js';
import { recordFields } from '../customers/customers.rest.js';

export const depositRows: RestRow[] = [
  restRow({
    method: 'POST',
    path: '/api/appointments/:id/deposit-link',
    operation: graphql(`mutation RestResendDepositLink($id: ID!) {
      resendDepositLink(id: $id) {
        __typename ... on Error { message }
        ... on ResendDepositLinkSuccess { appointment { ...RestServiceRecordFields customer { id } } }
      }
    }`, [recordFields]),
    variables: ({ params }) => ({ id: toGlobalId('ServiceRecord', params.id) }),
    result: (data) => {
      const { customer, ...job } = data.resendDepositLink.appointment;
      return { ...withDatabaseId(job), customerId: toDatabaseId(customer.id) };
    },
  }),
];
