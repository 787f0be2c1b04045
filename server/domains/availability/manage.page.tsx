// The visitor's booking page /b/{token}, rendered by the server and complete without JavaScript: the
// booking, a Cancel form with a confirmation step and a Move form (the days with free windows as links,
// ?day=YYYY-MM-DD, and the chosen day's windows as radio buttons of a real form) until the cut-off;
// after it, the business's phone. The forms post to
// /b/{token}/move and /b/{token}/cancel, which run the same GraphQL mutations as REST and answer with
// a redirect back here (so a reload never posts twice) or the page with what went wrong.
import { renderToString } from 'react-dom/server';
import { telHref } from '../../../client/ui/contactLinks.js';
import { askGraphQL, type GraphQL, privatePage } from '../../private-page.js';
import { Outcome } from '../../kernel/pay-frame.js';
import { MOVE_DAYS } from './manage.service.js';

interface Booking {
  business: { businessName: string; phone: string | null; subdomain: string };
  serviceName: string;
  start: string;
  when: string;
  address: string | null;
  status: string;
  canChange: boolean;
  changeCutoffHours: number;
  deposit: string | null;
  depositDue: string | null;
  payUrl: string | null;
  payBy: string | null;
  cancellationPolicy: string;
  moveWindows: { date: string; windows: { start: string; label: string }[] }[];
}

const QUERY = `query ManagePage($token: String!) {
  managedBooking(token: $token) {
    __typename
    ... on Error { message }
    ... on ManagedBookingSuccess { booking { business { businessName phone subdomain } serviceName start when address status canChange changeCutoffHours deposit depositDue payUrl payBy cancellationPolicy moveWindows { date windows { start label } } } }
  }
}`;
const CANCEL = `mutation ManagePageCancel($token: String!) {
  cancelManagedBooking(token: $token) { __typename ... on Error { message } }
}`;
const MOVE = `mutation ManagePageMove($token: String!, $start: String!) {
  rescheduleManagedBooking(token: $token, start: $start) { __typename ... on Error { message } }
}`;

export const DONE_NOTICES: Record<string, string> = {
  moved: 'Your booking was moved. We sent the new time to your email, if you gave one.',
  cancelled: 'Your booking is cancelled.',
};
/** After the deposit's Checkout (its success URL carries ?deposit=paid). */
export const DEPOSIT_PAID_NOTICE = 'Thank you! Your deposit was received and your booking is confirmed.';

type Answer = Record<string, { __typename: string; message?: string; booking?: Booking }>;
const run = (graphql: GraphQL, request: Request, query: string, variables: Record<string, unknown>) => askGraphQL<Answer>(graphql, request, query, variables);

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

const STATUS_LABELS: Record<string, string> = { scheduled: 'Confirmed', cancelled: 'Cancelled', held: 'Waiting for your deposit' };
/** "10:45 AM" of an ISO time with its offset, as the business's clock reads it. */
const timeLabel = (iso: string) => {
  const m = /T(\d{2}):(\d{2})/.exec(iso);
  if (!m) return iso;
  const h = Number(m[1]);
  return `${h % 12 || 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
};

const button = 'inline-flex h-12 items-center justify-center rounded-lg px-5 font-semibold';

const shortDay = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

function ManageView({
  token,
  booking,
  notice,
  error,
  confirmCancel,
  day: asked,
}: { token: string; booking: Booking; notice?: string; error?: string; confirmCancel?: boolean; day?: string | null }) {
  // The day whose windows are offered: the one asked for (a link), else the first with any.
  const day = booking.moveWindows.find((d) => d.date === asked) ?? booking.moveWindows[0];
  const b = booking.business;
  const phone = b.phone ? (
    <a href={telHref(b.phone)} className="font-semibold text-blue-800 underline">
      {b.phone}
    </a>
  ) : null;
  const scheduled = booking.status === 'scheduled';
  return (
    <div className="min-h-dvh bg-white text-slate-900">
      <main className="mx-auto max-w-2xl space-y-8 px-4 py-10">
        <header>
          <p className="text-sm font-medium text-slate-700">{b.businessName}</p>
          <h1 className="text-3xl font-bold">Your booking</h1>
        </header>
        <Outcome notice={notice} error={error} />
        <section aria-labelledby="details" className="rounded-2xl border border-slate-200 p-5">
          <h2 id="details" className="sr-only">
            Details
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Business</dt>
            <dd>{b.businessName}</dd>
            <dt className="font-semibold">Service</dt>
            <dd>{booking.serviceName}</dd>
            <dt className="font-semibold">Arrival</dt>
            <dd data-testid="manage-when">{booking.when}</dd>
            {booking.address && (
              <>
                <dt className="font-semibold">Address</dt>
                <dd>{booking.address}</dd>
              </>
            )}
            <dt className="font-semibold">Status</dt>
            <dd data-testid="manage-status">{STATUS_LABELS[booking.status] ?? 'Done'}</dd>
            {booking.deposit && (
              <>
                <dt className="font-semibold">Deposit</dt>
                <dd data-testid="manage-deposit">${booking.deposit} paid, counts toward the price</dd>
              </>
            )}
          </dl>
          {booking.deposit && scheduled && (
            <p className="mt-4 text-sm text-slate-700" data-testid="manage-policy">
              {booking.cancellationPolicy}
            </p>
          )}
        </section>

        {booking.status === 'held' && (
          <section aria-labelledby="deposit-due" className="rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="manage-held">
            <h2 id="deposit-due" className="text-xl font-bold">
              Waiting for your deposit
            </h2>
            <p className="mt-2">
              Pay the ${booking.depositDue} deposit{booking.payBy ? ` by ${timeLabel(booking.payBy)}` : ''} to confirm this booking. Unpaid, the time is given to
              someone else.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              {booking.payUrl && (
                <a href={booking.payUrl} className={`${button} bg-blue-800 text-white`}>
                  Pay the deposit
                </a>
              )}
              <form method="post" action={`/b/${token}/cancel`}>
                <input type="hidden" name="confirm" value="yes" />
                <button type="submit" className={`${button} border border-slate-500 text-slate-900`}>
                  Cancel and choose another time
                </button>
              </form>
            </div>
          </section>
        )}

        {booking.status === 'cancelled' && (
          <p>
            To book again, visit{' '}
            <a href={`/booking/${encodeURIComponent(b.subdomain)}`} className="font-semibold text-blue-800 underline">
              {b.businessName}'s booking page
            </a>
            .
          </p>
        )}

        {scheduled && !booking.canChange && (
          <section aria-labelledby="call" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <h2 id="call" className="text-xl font-bold">
              Need to change it?
            </h2>
            <p className="mt-2">
              It starts in less than {booking.changeCutoffHours} hours, so it can no longer be changed online. Please call {b.businessName}
              {phone ? <>: {phone}</> : '.'}
            </p>
          </section>
        )}

        {scheduled && booking.canChange && confirmCancel && (
          <section aria-labelledby="confirm" className="rounded-2xl border border-red-700 p-5">
            <h2 id="confirm" className="text-xl font-bold">
              Cancel this booking?
            </h2>
            <p className="mt-2">
              {booking.serviceName} on {booking.when} will be cancelled and the time given to someone else.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <form method="post" action={`/b/${token}/cancel`}>
                <input type="hidden" name="confirm" value="yes" />
                <button type="submit" className={`${button} bg-red-700 text-white`}>
                  Yes, cancel my booking
                </button>
              </form>
              <a href={`/b/${token}`} className={`${button} border border-slate-400 text-slate-900`}>
                No, keep it
              </a>
            </div>
          </section>
        )}

        {scheduled && booking.canChange && !confirmCancel && (
          <>
            <section aria-labelledby="cancel" className="rounded-2xl border border-slate-200 p-5">
              <h2 id="cancel" className="text-xl font-bold">
                Cancel
              </h2>
              <p className="mt-2">You can cancel online until {booking.changeCutoffHours} hours before the arrival window.</p>
              <form method="post" action={`/b/${token}/cancel`} className="mt-3">
                <button type="submit" className={`${button} border border-red-700 text-red-800`}>
                  Cancel booking…
                </button>
              </form>
            </section>
            <section aria-labelledby="move-title" id="move" className="rounded-2xl border border-slate-200 p-5">
              <h2 id="move-title" className="text-xl font-bold">
                Move to another time
              </h2>
              {day ? (
                <form method="post" action={`/b/${token}/move`} className="mt-3 space-y-4">
                  <input type="hidden" name="day" value={day.date} />
                  <nav aria-label="Days with free times">
                    <ul className="flex gap-2 overflow-x-auto pb-1">
                      {booking.moveWindows.map((d) => (
                        <li key={d.date} className="shrink-0">
                          <a
                            href={`/b/${token}?day=${d.date}#move`}
                            aria-current={d.date === day.date ? 'date' : undefined}
                            className={`inline-flex h-11 items-center rounded-lg border px-3 text-sm font-medium ${
                              d.date === day.date ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-400 text-slate-900'
                            }`}
                          >
                            {shortDay(d.date)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </nav>
                  <fieldset className="space-y-1">
                    <legend className="font-semibold">{dayLabel(day.date)}</legend>
                    <div className="flex flex-wrap gap-2">
                      {day.windows.map((w) => (
                        <label key={w.start} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3">
                          <input type="radio" name="start" value={w.start} required />
                          {w.label} arrival
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <button type="submit" className={`${button} bg-blue-700 text-white`}>
                    Move my booking
                  </button>
                </form>
              ) : (
                <p className="mt-2">No other time is free in the next {MOVE_DAYS} days.{phone ? <> Call {phone} to find one.</> : null}</p>
              )}
            </section>
          </>
        )}
        {scheduled && phone && booking.canChange && <p>Questions? Call {phone}.</p>}
      </main>
    </div>
  );
}

function NotFound() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">Booking not found</h1>
      <p className="mt-2">Please check the link in your confirmation email.</p>
    </main>
  );
}


export async function renderManagePage(opts: {
  shell: string;
  token: string;
  graphql: GraphQL;
  request: Request;
  notice?: string;
  error?: string;
  confirmCancel?: boolean;
  status?: number;
  /** ?day=YYYY-MM-DD: the day whose free windows the Move form offers. */
  day?: string | null;
}) {
  const payload = await run(opts.graphql, opts.request, QUERY, { token: opts.token });
  const booking = payload.data?.managedBooking?.booking;
  if (!booking) return { status: 404, html: privatePage(opts.shell, 'Booking not found', renderToString(<NotFound />)) };
  const markup = renderToString(
    <ManageView token={encodeURIComponent(opts.token)} booking={booking} notice={opts.notice} error={opts.error} confirmCancel={opts.confirmCancel} day={opts.day} />,
  );
  return { status: opts.status ?? 200, html: privatePage(opts.shell, `Your booking with ${booking.business.businessName}`, markup) };
}

const STATUS: Record<string, number> = { NotFoundError: 404, ConflictError: 409, ValidationError: 400, RateLimitError: 429 };

/**
 * A posted form: cancel (the first post asks to confirm; the second, with confirm=yes, cancels) or
 * move (start = a window's start). Success is a 303 to the page with what was done.
 */
export async function handleManageForm(opts: { shell: string; token: string; action: 'cancel' | 'move'; graphql: GraphQL; request: Request }) {
  const form = await opts.request.formData().catch(() => new FormData());
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  const day = field('day') || null;
  if (opts.action === 'cancel' && field('confirm') !== 'yes') return { ...(await renderManagePage({ ...opts, confirmCancel: true })), redirect: null };
  if (opts.action === 'move' && !field('start')) return { ...(await renderManagePage({ ...opts, day, error: 'Please choose a new arrival window.', status: 400 })), redirect: null };
  // Which page a cancel leads to depends on whether the booking still waited for its deposit.
  const before = opts.action === 'cancel' ? (await run(opts.graphql, opts.request, QUERY, { token: opts.token })).data?.managedBooking?.booking : null;
  const wasHeld = before?.status === 'held' ? before.business.subdomain : null;
  const payload =
    opts.action === 'cancel'
      ? await run(opts.graphql, opts.request, CANCEL, { token: opts.token })
      : await run(opts.graphql, opts.request, MOVE, { token: opts.token, start: field('start').replaceAll('\u0000', '') });
  const result = payload.data?.[opts.action === 'cancel' ? 'cancelManagedBooking' : 'rescheduleManagedBooking'];
  if (result && !result.message) {
    // A booking let go before its deposit was paid has no page left: back to the business's booking page.
    if (wasHeld) return { status: 303, html: '', redirect: `/booking/${encodeURIComponent(wasHeld)}?released=1#book` };
    return { status: 303, html: '', redirect: `/b/${encodeURIComponent(opts.token)}?done=${opts.action === 'cancel' ? 'cancelled' : 'moved'}` };
  }
  const error = result?.message ?? 'Something went wrong. Please try again, or call the business.';
  return { ...(await renderManagePage({ ...opts, day, error, status: result ? (STATUS[result.__typename] ?? 400) : 500 })), redirect: null };
}
