// Settings: the owner changes the booking address, once; the old address forwards visitors to the new
// one for SUBDOMAIN_REDIRECT_DAYS days. The form (ChangeAddressForm) downloads when the button is pointed
// at or focused, or when the dialog opens.
import { lazy, Suspense, useState } from 'react';
import { SUBDOMAIN_REDIRECT_DAYS } from '../../../common/business-fields';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';

const loadForm = () => import('./ChangeAddressForm');
const ChangeAddressForm = lazy(() => loadForm().then((m) => ({ default: m.ChangeAddressForm })));

export function ChangeAddressDialog({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="secondary" onPointerEnter={loadForm} onFocus={loadForm}>
          Change address
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Change your booking address"
        description={`You can change it once. For ${SUBDOMAIN_REDIRECT_DAYS} days, visitors of ${window.location.origin}/booking/${current} are sent to the new address; after that the old address stops working, so update your cards and links.`}
      >
        <Suspense fallback={<Spinner />}>
          <ChangeAddressForm onChanged={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
