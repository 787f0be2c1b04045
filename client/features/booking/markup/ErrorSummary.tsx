// The errors of a failed send, at the top of the booking forms (request and instant): the server's
// message and one link per field at fault, which moves to that field. Used by both forms, with and
// without JavaScript.
import { useEffect, useRef } from 'react';

export interface SummaryError {
  /** The id of the field at fault (its link's target). */
  id: string;
  message: string;
}

/** Focuses the element when `focusKey` changes (after each failed send), and scrolls it into view. */
export function useFocusOn<T extends HTMLElement>(focusKey: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!focusKey) return;
    ref.current?.focus();
  }, [focusKey]);
  return ref;
}

export function ErrorSummary({
  errors,
  notice,
  focusKey,
  autoFocus,
}: {
  errors: readonly SummaryError[];
  notice?: string | null;
  /** Changes on every failed send in the browser: the summary takes focus when no field is at fault. */
  focusKey?: unknown;
  /** Server-rendered after a failed post: the browser focuses the summary on load (no field is at fault). */
  autoFocus?: boolean;
}) {
  const ref = useFocusOn<HTMLDivElement>(errors.length === 0 ? focusKey : null);
  if (!notice && errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="booking-error-summary"
      data-testid="error-summary"
      // biome-ignore lint/a11y/noAutofocus: after a failed post without JavaScript, the summary must take focus
      autoFocus={autoFocus}
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none focus:ring-2 focus:ring-red-600"
    >
      <h3 id="booking-error-summary" className="font-semibold">
        {errors.length ? 'Please fix the following:' : 'It did not go through'}
      </h3>
      {notice && <p className="mt-1">{notice}</p>}
      {errors.length > 0 && (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {errors.map((e) => (
            <li key={e.id}>
              <a href={`#${e.id}`} className="underline">
                {e.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
