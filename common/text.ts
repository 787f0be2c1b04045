// Single-line text (names, subjects, titles, addresses): no line breaks or other control characters,
// which would split the lines of an email header or a calendar feed. Client forms and services share it.
import type { z } from 'zod';

/** C0 and C1 controls (tab, CR, LF and NUL among them), DEL, and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const singleLineMessage = (label: string) => `${label} must be a single line, without line breaks or control characters.`;

/** The string schema, refusing control characters with a message that names the field. */
export const singleLine = <T extends z.ZodString>(schema: T, label: string): T =>
  schema.refine((v) => !CONTROL_CHARACTERS.test(v), singleLineMessage(label)) as T;
