// The visitor's consent to texts about the booking, on both booking forms: a real checkbox named
// smsConsent (posted as "on" without JavaScript), unticked unless the visitor ticked it.
import { forwardRef, type InputHTMLAttributes } from 'react';
import { SMS_CONSENT_LABEL } from '../../../../common/booking';

export const SmsConsent = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string }>(function SmsConsent(
  props,
  ref,
) {
  return (
    <label htmlFor={props.id} className="flex min-h-11 items-center gap-3 text-sm text-slate-700">
      <input ref={ref} type="checkbox" className="size-5 shrink-0" {...props} />
      {SMS_CONSENT_LABEL}
    </label>
  );
});
