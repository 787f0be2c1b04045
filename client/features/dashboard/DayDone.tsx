// The next step once today's tasks are done: start tomorrow's day, and keep the business moving
// (log a job, share the booking link, look at the schedule).
import { CalendarDays, CheckCircle2, ClipboardPlus, Share2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { useCopy } from '../../ui/clipboard';
import { bookingPageShared } from './bookingPageShared';

const linkClass = 'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50';

export function DayDone(props: { programDay: number; canAdvance: boolean; advancing: boolean; onAdvance: () => void; onPreloadAdvance: () => void; bookingLink: string | null }) {
  const [copied, copy] = useCopy('Copy the address from Settings instead.');
  const share = async () => {
    if (!props.bookingLink) return;
    if (navigator.share) {
      try {
        await navigator.share({ title: 'Book a detail', url: props.bookingLink });
        bookingPageShared();
        return;
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
      }
    }
    await copy(props.bookingLink);
    bookingPageShared();
  };
  return (
    <section aria-labelledby="next-step" data-testid="next-step" className="space-y-3 rounded-xl border border-green-200 bg-green-50 p-4">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-600" aria-hidden />
        <div>
          <h3 id="next-step" className="font-semibold text-green-900">
            Day {props.programDay} done — nice work!
          </h3>
          <p className="text-sm text-green-800">
            {props.canAdvance ? `Next step: start Day ${props.programDay + 1} and see tomorrow's tasks.` : 'Next step: keep the business moving.'}
          </p>
        </div>
      </div>
      {props.canAdvance && (
        <Button
          variant="success"
          className="w-full"
          onClick={props.onAdvance}
          onPointerEnter={props.onPreloadAdvance}
          onFocus={props.onPreloadAdvance}
          disabled={props.advancing}
        >
          Complete Day
        </Button>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Link to="/customers" className={linkClass}>
          <ClipboardPlus className="size-4" aria-hidden /> Log a job
        </Link>
        {props.bookingLink && (
          <button type="button" onClick={share} className={linkClass}>
            <Share2 className="size-4" aria-hidden /> {copied ? 'Link copied' : 'Share booking link'}
          </button>
        )}
        <Link to="/schedule" className={linkClass}>
          <CalendarDays className="size-4" aria-hidden /> See schedule
        </Link>
      </div>
    </section>
  );
}
