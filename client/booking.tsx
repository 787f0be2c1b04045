// The entry of the public booking page (client/booking.html; the server renders the markup into it):
// the embedded BookingPageQuery response goes into a Relay store, then React hydrates the server's
// markup from it, so the page makes no request for its data. Nothing of the owner's app is loaded.
import './index.css';
import { hydrateRoot } from 'react-dom/client';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createOperationDescriptor, Environment, Network, RecordSource, Store } from 'relay-runtime';
import BookingPageQueryNode, { type BookingPageQuery } from './features/booking/__generated__/BookingPageQuery.graphql';
import { BookingPage } from './features/booking/BookingPage';
import { BOOKING_DATA_ID, type BookingEmbedded } from './features/booking/embedded';
import { fetchGraphQL } from './relay/environment';
import { firstRouteLoaded } from './relay/firstRoute';

// The page's data is in the document: none of its requests is one for the installed app's worker to send.
firstRouteLoaded();
const root = document.getElementById('root');
const script = document.getElementById(BOOKING_DATA_ID);
if (!root || !script?.textContent) throw new Error('The booking page has no server-rendered data');
const { variables, data, form, instant } = JSON.parse(script.textContent) as BookingEmbedded;

const environment = new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
environment.commitPayload(createOperationDescriptor(BookingPageQueryNode, variables), data);
// Everything is in the store, so this retains it and fetches nothing.
const queryRef = loadQuery<BookingPageQuery>(environment, BookingPageQueryNode, variables, { fetchPolicy: 'store-or-network' });

hydrateRoot(
  root,
  <RelayEnvironmentProvider environment={environment}>
    <BookingPage queryRef={queryRef} form={form} instant={instant} />
  </RelayEnvironmentProvider>,
);
