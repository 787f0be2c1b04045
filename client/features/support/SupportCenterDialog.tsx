// The owner's Support Center dialog and an unread dot on the Support icon when the team answers or
// changes a status. The dialog's content (code and query) downloads when it opens.
import { LifeBuoy } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { useOwnerUpdates } from '../live/useOwnerUpdates';

const SupportCenter = lazy(() => import('./SupportCenter').then((m) => ({ default: m.SupportCenter })));

/** The Support icon, or a labelled button where an icon alone would not be found (payment screen, Settings). */
export function SupportCenterDialog({ label }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('new');
  const [unseen, setUnseen] = useState(false);
  const looking = useRef(false);
  looking.current = open && tab === 'mine';
  // The owner's updates keep every ticket of the list current in the store; while the owner is not
  // looking at My Tickets, news shows as a dot on the icon.
  useOwnerUpdates({
    onNext: (data) => {
      if (data?.ownerUpdates.__typename === 'TicketUpdated' && !looking.current) setUnseen(true);
    },
  });
  const showTab = (next: string) => {
    setTab(next);
    if (next === 'mine') setUnseen(false);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && unseen) showTab('mine');
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {label ? (
        <DialogTrigger className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-medium text-brand-700 hover:bg-brand-50">
          <LifeBuoy className="size-4" aria-hidden /> {label}
        </DialogTrigger>
      ) : (
        <DialogTrigger aria-label={unseen ? 'Support (new replies)' : 'Support'} className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100">
          <LifeBuoy className="size-5" />
          {unseen && <span data-testid="support-unread" className="absolute right-1.5 top-1.5 size-2 rounded-full bg-red-600" />}
        </DialogTrigger>
      )}
      <DialogContent title="Support Center" description="Ask us anything: your tickets and our replies are here.">
        <Suspense fallback={<Spinner />}>
          <SupportCenter tab={tab} onTab={showTab} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
