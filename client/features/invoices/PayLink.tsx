// The customer's private pay link, shown and copied for texting it from the owner's own phone.
import { Check, Copy } from 'lucide-react';
import { Button } from '../../ui/Button';
import { useCopy } from '../../ui/clipboard';
import { Field } from '../../ui/Field';

export function PayLink({ url }: { url: string }) {
  const [copied, copy] = useCopy('Select the link and copy it by hand.');
  return (
    <div className="space-y-2">
      <Field label="Pay link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="pay-link" />
      <Button type="button" variant="secondary" className="w-full" onClick={() => copy(url)}>
        {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        {copied ? 'Copied' : 'Copy pay link'}
      </Button>
    </div>
  );
}
