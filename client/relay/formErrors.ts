// One way to put a server refusal on a react-hook-form form (its documented setError): each field
// error beside the input it names (the first one focused), else the message as the form's root error.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ServerFieldErrors, Refusal } from './mutationResult';

type RootKey = 'root' | `root.${string}`;

export interface ShowRefusalOptions<T extends FieldValues> {
  /** The form's fields a server field may name, or how a server path maps to one (null: not on this form). */
  fields: readonly Path<T>[] | ((serverField: string) => Path<T> | null | undefined);
  /** Where the message goes when no field error lands on the form; without it nothing is set and false is answered. */
  root?: RootKey;
  /** Focus the first field error (default true). */
  focus?: boolean;
  /** The error's type (react-hook-form's `type`, e.g. 'server'). */
  type?: string;
}

/** Sets the field errors that map to this form's fields; answers the fields set. */
export function setFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  fieldErrors: ServerFieldErrors,
  options: Omit<ShowRefusalOptions<T>, 'root'>,
): Path<T>[] {
  const { fields, focus = true, type } = options;
  const map = typeof fields === 'function' ? fields : (f: string) => ((fields as readonly string[]).includes(f) ? (f as Path<T>) : null);
  const placed: Path<T>[] = [];
  for (const e of fieldErrors) {
    const path = map(e.field);
    if (!path) continue;
    form.setError(path, { type, message: e.message }, { shouldFocus: focus && placed.length === 0 });
    placed.push(path);
  }
  return placed;
}

/**
 * Shows a refusal on the form: its field errors beside their inputs, and its message at `root` unless
 * every field error found its input (a field error the form has no place for is not dropped).
 * Answers false when nothing was shown (no field matched and no root given): the caller toasts instead.
 */
export function showRefusal<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  refusal: Pick<Refusal, 'message' | 'fieldErrors'>,
  options: ShowRefusalOptions<T>,
): boolean {
  const placed = setFieldErrors(form, refusal.fieldErrors, options).length;
  if (placed && placed === refusal.fieldErrors.length) return true;
  if (!options.root) return placed > 0;
  form.setError(options.root, { type: options.type, message: refusal.message });
  return true;
}
