// The quote a job or a request was priced at (#50): one line each for the service at its size, the
// add-ons and the condition, as the owner reads them on the requests inbox and a customer's jobs.
import { cn } from './cn';

export function PriceLines({ lines, className }: { lines: readonly { description: string; amount: string }[]; className?: string }) {
  if (!lines.length) return null;
  return (
    <ul className={cn('space-y-0.5 text-sm text-slate-600', className)} aria-label="Price lines" data-testid="price-lines">
      {lines.map((l) => (
        <li key={l.description} className="flex justify-between gap-2">
          <span>{l.description}</span>
          <span>${l.amount}</span>
        </li>
      ))}
    </ul>
  );
}
