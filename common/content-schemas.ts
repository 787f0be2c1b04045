// The article and script inputs, checked by the content service (the admin's forms send them).
import { z } from 'zod';
import { CONTENT_REQUIRED } from './content.js';
import { singleLine } from './text.js';

export const articleSchema = z.object({
  category: singleLine(z.string().trim().min(1, CONTENT_REQUIRED).max(100, 'Category must be 100 characters or less'), 'Category'),
  title: singleLine(z.string().trim().min(1, CONTENT_REQUIRED).max(200, 'Title must be 200 characters or less'), 'Title'),
  content: z.string().trim().min(1, CONTENT_REQUIRED).max(50_000, 'Content is too long'),
  // readTime is no input since #59: it is computed from the content (common/reading.ts); a readTime sent is ignored.
});

export const scriptSchema = z.object({
  category: singleLine(z.string().trim().min(1, CONTENT_REQUIRED).max(100, 'Category must be 100 characters or less'), 'Category'),
  title: singleLine(z.string().trim().min(1, CONTENT_REQUIRED).max(200, 'Title must be 200 characters or less'), 'Title'),
  message: z.string().trim().min(1, CONTENT_REQUIRED).max(5000, 'Message is too long'),
});
