// "Agrees to receive text messages", with how they agreed: on the customer form (new or edited) and on
// New job's new customer. Texts go to a customer only with it; the date and how are recorded.
import { useId } from 'react';
import { CONSENT_SOURCE_LABELS, OWNER_CONSENT_SOURCES, type OwnerConsentSource } from '../../../common/customers';
import { formatDate } from './dates';

export interface ConsentState {
  given: boolean;
  source: OwnerConsentSource;
}

export function ConsentField({
  value,
  onChange,
  recordedAt = null,
  optedOut = false,
}: {
  value: ConsentState;
  onChange: (value: ConsentState) => void;
  /** When the consent on file was given (an existing customer's), else null. */
  recordedAt?: string | null;
  optedOut?: boolean;
}) {
  const hintId = useId();
  return (
    <div className="space-y-1 rounded-lg border border-slate-200 p-3">
      <label className="flex items-start gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0"
          checked={value.given}
          onChange={(e) => onChange({ ...value, given: e.target.checked })}
          aria-describedby={hintId}
        />
        Agrees to receive text messages
      </label>
      <p id={hintId} className="pl-8 text-xs text-slate-600">
        {optedOut
          ? 'They replied STOP, so no texts go to this number until they reply START.'
          : recordedAt && value.given
            ? `Agreed on ${formatDate(recordedAt)}.`
            : "Tick only when the customer told you texts are fine; today's date is recorded."}
      </p>
      {value.given && !recordedAt && (
        <fieldset className="space-y-1 pl-8 pt-1">
          <legend className="text-xs font-medium text-slate-700">How did they agree?</legend>
          {OWNER_CONSENT_SOURCES.map((source) => (
            <label key={source} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="smsConsentSource" className="size-4" checked={value.source === source} onChange={() => onChange({ ...value, source })} />
              {CONSENT_SOURCE_LABELS[source]}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
