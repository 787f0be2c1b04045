// The requester's booking address on the admin desk: an owner may change it once from Settings;
// when they ask for another change in a ticket, support lets them change it once more.
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../ui/Button';
import { useMutationResult } from '../../../relay/mutationResult';
import type { RequesterAddress_business$key } from './__generated__/RequesterAddress_business.graphql';
import type { RequesterAddressAllowMutation } from './__generated__/RequesterAddressAllowMutation.graphql';

export function RequesterAddress({ business, userId }: { business: RequesterAddress_business$key; userId: string }) {
  const data = useFragment(
    graphql`
      fragment RequesterAddress_business on Business {
        id
        bookingPath
        subdomainChangeable
      }
    `,
    business,
  );
  const [allow, allowing] = useMutationResult<RequesterAddressAllowMutation>(graphql`
    mutation RequesterAddressAllowMutation($userId: ID!) {
      allowSubdomainChange(userId: $userId) {
        __typename
        ... on Error {
          message
        }
        ... on AllowSubdomainChangeSuccess {
          business {
            ...RequesterAddress_business
          }
        }
      }
    }
  `);
  return (
    <>
      <dt className="text-slate-500">Booking address</dt>
      <dd className="space-y-1">
        <span className="block break-all">{data.bookingPath}</span>
        {data.subdomainChangeable ? (
          <span className="block text-slate-600">The owner can change it once in Settings.</span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={allowing}
            onClick={() =>
              void allow(
                { userId },
                {
                  success: { title: 'Address change allowed', description: 'The owner can change the booking address once more in Settings.' },
                  failure: 'Could not allow the change',
                },
              )
            }
          >
            Allow another address change
          </Button>
        )}
      </dd>
    </>
  );
}
