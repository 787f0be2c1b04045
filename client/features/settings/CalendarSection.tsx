// Settings → Calendar: the secret address of the owner's schedule for the phone's calendar app.
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RecordSourceProxy } from 'relay-runtime';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { useCopy } from '../../ui/clipboard';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { CalendarSection_user$key } from './__generated__/CalendarSection_user.graphql';
import type { CalendarSectionDeleteMutation } from './__generated__/CalendarSectionDeleteMutation.graphql';
import type { CalendarSectionRotateMutation } from './__generated__/CalendarSectionRotateMutation.graphql';

/** Calendar apps subscribe to webcal: addresses. */
export const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

export function CalendarSection({ user }: { user: CalendarSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment CalendarSection_user on User {
        id
        calendarFeedUrl
      }
    `,
    user,
  );
  const [copied, copy] = useCopy('Please select the address and copy it manually.');
  const [confirm, setConfirm] = useState<'rotate' | 'off' | null>(null);
  const [rotate, rotating] = useMutationResult<CalendarSectionRotateMutation>(graphql`
    mutation CalendarSectionRotateMutation {
      rotateCalendarFeed
    }
  `);
  const [turnOff, turningOff] = useMutationResult<CalendarSectionDeleteMutation>(graphql`
    mutation CalendarSectionDeleteMutation {
      deleteCalendarFeed
    }
  `);
  const setUrl = (url: string | null) => (store: RecordSourceProxy) => store.get(data.id)?.setValue(url, 'calendarFeedUrl');
  const makeAddress = async (done: string) => {
    const result = await rotate(
      {},
      { updater: (store, result) => setUrl(result?.rotateCalendarFeed ?? null)(store), success: done, failure: 'Could not create the calendar address' },
    );
    if (result.ok) setConfirm(null);
  };
  const url = data.calendarFeedUrl;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-slate-600">See your scheduled jobs in your phone's calendar, next to your own events. Anyone with the address can read your schedule: keep it private. Changing your password turns the address off; make a new one here afterwards.</p>
        {url ? (
          <>
            <input readOnly aria-label="Calendar address" value={webcal(url)} className="block h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-xs" />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => copy(webcal(url))}>
                {copied ? 'Copied!' : 'Copy address'}
              </Button>
              <Button size="sm" variant="secondary" asChild>
                <a href={webcal(url)}>
                  <CalendarDays className="size-4" aria-hidden /> Add to calendar
                </a>
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setConfirm('rotate')}>
                New address
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirm('off')}>
                Turn off
              </Button>
            </div>
            <p className="text-slate-600">
              <strong>iPhone:</strong> tap Add to calendar, or Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar and paste the address.{' '}
              <strong>Android:</strong> on a computer, open Google Calendar → Other calendars → + → From URL, paste the address; it then syncs to your phone.
            </p>
          </>
        ) : (
          <Button size="sm" onClick={() => makeAddress('Calendar address created')} disabled={rotating}>
            <CalendarDays className="size-4" aria-hidden /> Create calendar address
          </Button>
        )}
        <ConfirmDialog
          open={confirm === 'rotate'}
          onOpenChange={(o) => setConfirm(o ? 'rotate' : null)}
          title="Make a new calendar address?"
          confirmLabel="New address"
          pending={rotating}
          onConfirm={() => makeAddress('New calendar address created')}
        >
          <p>The old address stops working. Add the new one to your calendar again.</p>
        </ConfirmDialog>
        <ConfirmDialog
          open={confirm === 'off'}
          onOpenChange={(o) => setConfirm(o ? 'off' : null)}
          title="Turn off the calendar feed?"
          confirmLabel="Turn off"
          pending={turningOff}
          onConfirm={async () => {
            const result = await turnOff({}, { updater: (store) => setUrl(null)(store), success: 'Calendar feed turned off', failure: 'Could not turn off the feed' });
            if (result.ok) setConfirm(null);
          }}
        >
          <p>Your phone's calendar stops showing your jobs.</p>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
