// Copy and "Text this" for a script already filled in for the owner: in the Scripts library and in daily tasks.
import { Copy, MessageSquare } from 'lucide-react';
import { Button } from '../../ui/Button';
import { useCopy } from '../../ui/clipboard';
import { cn } from '../../ui/cn';

/** Opens the phone's messages with the text ready; the owner picks the recipient there. */
export const textThisLink = (text: string) => `sms:?&body=${encodeURIComponent(text)}`;

export function ScriptActions({ text, size = 'md', className }: { text: string; size?: 'sm' | 'md'; className?: string }) {
  const [copied, copy] = useCopy('Please select the text and copy it manually.');
  return (
    <div className={cn('grid grid-cols-2 gap-2 sm:flex', className)}>
      <Button size={size} onClick={() => copy(text)}>
        <Copy className="size-4" /> {copied ? 'Copied!' : 'Copy Script'}
      </Button>
      <Button asChild size={size} variant="secondary">
        <a href={textThisLink(text)}>
          <MessageSquare className="size-4" /> Text this
        </a>
      </Button>
    </div>
  );
}
