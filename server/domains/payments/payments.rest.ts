// REST rows of Stripe Connect: start onboarding, and the account's state.
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow, viewerOf } from '../../rest/rest.js';

export const paymentRows: RestRow[] = [
  restRow({
    method: 'POST',
    path: '/api/payments/connect',
    operation: graphql(`mutation RestConnectStripe {
      connectStripe { __typename ... on Error { message } ... on ConnectStripeSuccess { link { url } } }
    }`),
    result: (data) => ({ url: data.connectStripe.link.url }),
  }),
  restRow({
    method: 'GET',
    path: '/api/payments/account',
    operation: graphql(`query RestPaymentAccount { viewer { paymentAccount { connected chargesEnabled payoutsEnabled } } }`),
    result: (data) => viewerOf(data).paymentAccount,
  }),
];
