// REST rows of the job's own actions (#59): "Ask for a review" on a completed job. (No-show is the
// edit's status: PATCH /api/appointments/{id} with { status: "no_show" }, the customers domain's row.)
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow, toDatabaseId, toGlobalId, withDatabaseId } from '../../rest/rest.js';
import { recordFields } from '../customers/customers.rest.js';

export const jobRows: RestRow[] = [
  restRow({
    method: 'POST',
    path: '/api/appointments/:id/review-request',
    operation: graphql(`mutation RestAskForReview($id: ID!) {
      askForReview(jobId: $id) {
        __typename ... on Error { message }
        ... on AskForReviewSuccess { serviceRecord { ...RestServiceRecordFields reviewRequestedAt customer { id } } }
      }
    }`, [recordFields]),
    variables: ({ params }) => ({ id: toGlobalId('ServiceRecord', params.id) }),
    result: (data) => {
      const { customer, ...job } = data.askForReview.serviceRecord;
      return { ...withDatabaseId(job), customerId: toDatabaseId(customer.id) };
    },
  }),
];
