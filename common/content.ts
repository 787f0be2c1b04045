// Learning and scripts rules shared by the server (the authority) and the client.
import { z } from 'zod';

export const CONTENT_REQUIRED = 'Missing information - Please fill in all fields.';
export const DEFAULT_READ_TIME = '5 min';
export const ARTICLE_PREVIEW_CHARS = 150;
export const SCRIPT_PREVIEW_CHARS = 120;
export const SAMPLE_ARTICLE_CATEGORIES = ['Detailing Techniques', 'Business Growth', 'Marketing & Sales'] as const;
export const SCRIPT_CATEGORIES = ['Text Messages', 'Cold Calling', 'Email Templates', 'In-Person Scripts', 'Follow-Up', 'Review Requests'] as const;

export const articleSchema = z.object({
  category: z.string().trim().min(1, CONTENT_REQUIRED).max(100, 'Category must be 100 characters or less'),
  title: z.string().trim().min(1, CONTENT_REQUIRED).max(200, 'Title must be 200 characters or less'),
  content: z.string().trim().min(1, CONTENT_REQUIRED).max(50_000, 'Content is too long'),
  readTime: z.string().trim().max(20).nullish().transform((v) => v || DEFAULT_READ_TIME),
});

export const scriptSchema = z.object({
  category: z.string().trim().min(1, CONTENT_REQUIRED).max(100, 'Category must be 100 characters or less'),
  title: z.string().trim().min(1, CONTENT_REQUIRED).max(200, 'Title must be 200 characters or less'),
  message: z.string().trim().min(1, CONTENT_REQUIRED).max(5000, 'Message is too long'),
});

export interface PersonalizationSource {
  firstName?: string | null;
  phone?: string | null;
  businessName?: string | null;
  city?: string | null;
}

/**
 * Fills in a script for its owner: firstName, businessName (fallback "{firstName}'s Business"),
 * city (fallback "Your City"), phone (fallback "Your Phone"), customerName as "[Customer Name]".
 * Every other {placeholder} stays as it is.
 */
export function personalize(message: string, src: PersonalizationSource) {
  const firstName = src.firstName?.trim() || '';
  const values: Record<string, string> = {
    firstName,
    businessName: src.businessName?.trim() || `${firstName}'s Business`,
    city: src.city?.trim() || 'Your City',
    phone: src.phone?.trim() || 'Your Phone',
    customerName: '[Customer Name]',
  };
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name] : whole));
}

/** The {placeholders} a script uses, in order of first appearance. */
export const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
