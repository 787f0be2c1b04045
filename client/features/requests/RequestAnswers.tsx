// Accept and Decline of a pending request, with what their dialogs need of it: the visitor's wish and
// price, whether a deposit can be asked, how far the address is, and how to reach them. One piece for
// the requests page and the home.
import { graphql, useFragment } from 'react-relay';
import type { RequestAnswers_request$key } from './__generated__/RequestAnswers_request.graphql';
import { AcceptRequestDialog } from './AcceptRequestDialog';
import { DeclineRequestDialog } from './DeclineRequestDialog';

export function RequestAnswers({ request }: { request: RequestAnswers_request$key }) {
  const r = useFragment(
    graphql`
      fragment RequestAnswers_request on BookingRequest {
        id
        name
        phone
        email
        servicePrice
        preferredDate
        preferredTime
        depositAsk {
          amount
          unavailable
        }
        distance {
          miles
          driveMinutes
          serviceRadius
          outsideArea
        }
      }
    `,
    request,
  );
  return (
    <>
      <AcceptRequestDialog
        id={r.id}
        name={r.name}
        preferredDate={r.preferredDate}
        preferredTime={r.preferredTime}
        price={r.servicePrice ?? null}
        deposit={{ amount: r.depositAsk.amount ?? null, unavailable: r.depositAsk.unavailable ?? null }}
        distance={r.distance ?? null}
      />
      <DeclineRequestDialog id={r.id} name={r.name} hasEmail={!!r.email} phone={r.phone} />
    </>
  );
}
