// One message kind in Settings → Messages: on/off (saved at once), its timing, the email and text,
// the variables as chips that insert at the cursor, a live preview, and the server's field errors
// (an unknown {variable}) under their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { type MessageKind, type MessageValues, MESSAGE_LIMITS, renderMessage } from '../../../common/messages';
import { useFreshValues } from '../../relay/formData';
import { showRefusal } from '../../relay/formErrors';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Textarea } from '../../ui/Textarea';
import { toast } from '../../ui/toast-store';
import type { MessageTemplateCard_template$key } from './__generated__/MessageTemplateCard_template.graphql';
import type { MessageTemplateCardMutation, UpdateMessageSettingsInput } from './__generated__/MessageTemplateCardMutation.graphql';
import { keepSavedSettings } from './keepSavedSettings';
import { hoursOf, KIND_LABELS, offsetMinutesOf, type TemplateValues, type TextField, TIMING_LABELS, templateFieldOf, templateSchema } from './messagesForm';

export function MessageTemplateCard({
  template,
  variables,
  previewValues,
}: {
  template: MessageTemplateCard_template$key;
  variables: readonly string[];
  previewValues: MessageValues;
}) {
  const t = useFragment(
    graphql`
      fragment MessageTemplateCard_template on MessageTemplate {
        kind
        enabled
        emailSubject
        emailBody
        smsBody
        offsetMinutes
        isDefault
      }
    `,
    template,
  );
  const kind = t.kind as MessageKind;
  const labels = KIND_LABELS[kind];
  const timing = TIMING_LABELS[kind];
  const [commit, pending] = useMutationResult<MessageTemplateCardMutation>(graphql`
    mutation MessageTemplateCardMutation($input: UpdateMessageSettingsInput!) {
      updateMessageSettings(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
        ... on UpdateMessageSettingsSuccess {
          messageSettings {
            ...MessagesSection_settings
          }
        }
      }
    }
  `);
  const values: TemplateValues = { emailSubject: t.emailSubject, emailBody: t.emailBody, smsBody: t.smsBody, offsetHours: hoursOf(t.offsetMinutes) };
  const form = useForm<TemplateValues>({ resolver: zodResolver(templateSchema(kind)), defaultValues: values });
  // Fresh data fills the fields the owner has not changed: switching the message on or off saves at once and
  // text being edited stays as typed; saving the text shows what was saved.
  const saved = useFreshValues(form, values);
  const errors = form.formState.errors;
  const lastField = useRef<{ name: TextField; el: HTMLInputElement | HTMLTextAreaElement } | null>(null);
  const switchId = useId();
  const headingId = useId();

  const save = async (input: UpdateMessageSettingsInput, done: string, onSaved?: () => void) => {
    const result = await commit({ input }, { updater: keepSavedSettings });
    if (!result.ok) return showRefusal(form, result, { fields: templateFieldOf, root: 'root.server', type: 'server' });
    onSaved?.();
    toast({ title: done });
  };

  const onSubmit = form.handleSubmit((v) =>
    save(
      { templates: [{ kind, emailSubject: v.emailSubject, emailBody: v.emailBody, smsBody: v.smsBody, offsetMinutes: offsetMinutesOf(kind, v) }] },
      `${labels.title} saved`,
      saved,
    ),
  );

  /** Puts `{name}` where the cursor was in the last text field used (the email text if none yet). */
  const insert = (name: string) => {
    const target = lastField.current;
    const field: TextField = target?.name ?? 'emailBody';
    const current = form.getValues(field);
    const at = target?.el.selectionStart ?? current.length;
    const end = target?.el.selectionEnd ?? at;
    const token = `{${name}}`;
    form.setValue(field, current.slice(0, at) + token + current.slice(end), { shouldDirty: true });
    form.clearErrors(field);
    const el = target?.el;
    if (el) {
      el.focus();
      requestAnimationFrame(() => el.setSelectionRange(at + token.length, at + token.length));
    } else form.setFocus(field);
  };

  const textField = (name: TextField) => {
    const registered = form.register(name);
    return {
      ...registered,
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        form.clearErrors(name);
        return registered.onChange(e);
      },
      onFocus: (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        lastField.current = { name, el: e.currentTarget };
      },
    };
  };

  const live = form.watch();
  const smsLength = live.smsBody.length;
  const rootError = errors.root?.server?.message;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4" data-testid={`message-${kind}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {labels.title}
          </h3>
          <p className="text-sm text-slate-600">{labels.when}</p>
        </div>
        <label htmlFor={switchId} className="flex shrink-0 cursor-pointer items-center gap-2 text-sm text-slate-700">
          <span>{t.enabled ? 'On' : 'Off'}</span>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            aria-checked={t.enabled}
            aria-label={`Send the ${labels.title.toLowerCase()} message`}
            checked={t.enabled}
            disabled={pending}
            onChange={(e) => save({ templates: [{ kind, enabled: e.target.checked }] }, `${labels.title} ${e.target.checked ? 'on' : 'off'}`)}
            className="peer sr-only"
          />
          <span
            aria-hidden
            className="relative h-7 w-12 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5"
          />
        </label>
      </div>
      <details className="group mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700">
          Edit {labels.title.toLowerCase()}
          {t.isDefault ? '' : ' (edited)'}
        </summary>
        <form onSubmit={onSubmit} noValidate className="mt-2 space-y-3" aria-label={`${labels.title} message`}>
          {timing && <Field label={timing} inputMode="numeric" error={errors.offsetHours?.message} {...form.register('offsetHours')} />}
          <Field label="Email subject" error={errors.emailSubject?.message} {...textField('emailSubject')} />
          <Textarea label="Email text" rows={7} error={errors.emailBody?.message} {...textField('emailBody')} />
          <Textarea
            label="Text message"
            rows={3}
            counter={{ length: smsLength, max: MESSAGE_LIMITS.smsBody }}
            error={errors.smsBody?.message}
            {...textField('smsBody')}
          />
          <fieldset className="space-y-1">
            <legend className="text-xs text-slate-500">Tap a variable to put it where your cursor is:</legend>
            <ul className="flex flex-wrap gap-1.5">
              {variables.map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    aria-label={`Insert {${name}}`}
                    // Keeps the cursor in the field being edited.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => insert(name)}
                    className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-slate-50 px-2.5 font-mono text-xs text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {`{${name}}`}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
          <section aria-label={`${labels.title} preview`} className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm" data-testid="message-preview">
            <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Preview</h4>
            <div>
              <p className="text-xs text-slate-500">Email</p>
              <p className="font-medium text-slate-900" data-testid="preview-subject">
                {renderMessage(live.emailSubject, previewValues)}
              </p>
              <p className="whitespace-pre-wrap text-slate-700" data-testid="preview-email">
                {renderMessage(live.emailBody, previewValues)}
              </p>
            </div>
            <div>
              <p className="text-xs text-slate-500">Text</p>
              <p className="whitespace-pre-wrap rounded-2xl rounded-bl-sm bg-white p-2 text-slate-800 shadow-sm" data-testid="preview-sms">
                {renderMessage(live.smsBody, previewValues)}
              </p>
            </div>
          </section>
          {rootError && <Notice tone="error">{rootError}</Notice>}
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : `Save ${labels.title.toLowerCase()}`}
          </Button>
        </form>
      </details>
    </section>
  );
}
