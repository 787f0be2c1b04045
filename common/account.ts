// Account rules shared by the server (the authority) and the client forms.
import { z } from 'zod';
import { singleLine } from './text.js';
import { PASSWORD_MIN_LENGTH } from './account-limits';

export { PASSWORD_MIN_LENGTH };

/** An email as typed into a form: required, at most 254 characters, of an email's shape. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .email('Please enter a valid email address');

/** A new password: registration, a reset link, a change. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password is too long');

export const registerSchema = z.object({
  firstName: singleLine(z.string().trim().min(1, 'First name is required').max(100, 'First name is too long'), 'First name'),
  lastName: singleLine(z.string().trim().min(1, 'Last name is required').max(100, 'Last name is too long'), 'Last name'),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(30, 'Phone number is too long')
    .nullish()
    .transform((v) => v || null),
  password: newPasswordSchema,
  stripeSessionId: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => v || null),
});

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254, 'Email is too long'),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
});

export const profileSchema = z.object({
  firstName: registerSchema.shape.firstName,
  lastName: registerSchema.shape.lastName,
  email: emailSchema,
  phone: registerSchema.shape.phone,
  currentPassword: z.string().max(200).nullish(),
});

/** Settings → Account: the current password and a new one (the server also refuses the email as a password). */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(200, 'Password is too long'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

export type ProfileValues = z.input<typeof profileSchema>;
export type RegisterValues = z.input<typeof registerSchema>;
export type LoginValues = z.input<typeof loginSchema>;

export const normalizeEmail = (value: string) => value.trim().toLowerCase();

/** Personal API tokens (Settings → API tokens). */
export const MAX_API_TOKENS = 20;
export const apiTokenSchema = z.object({
  name: singleLine(z.string().trim().min(1, 'Please give the token a name').max(60, 'Token name must be 60 characters or fewer'), 'Token name'),
});
export type ApiTokenValues = z.input<typeof apiTokenSchema>;
