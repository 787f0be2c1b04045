// Support rules shared by the server (the authority) and the client.
import { z } from 'zod';
import { singleLine } from './text.js';

export const SUPPORT_CATEGORIES = [
  'Technical Issue',
  'Payment/Billing Question',
  'Detailing Business Advice',
  'Website/Booking Problem',
  'Account Settings',
  'General Question',
] as const;
export const TICKET_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;
export const TICKET_FILTERS = ['all', ...TICKET_STATUSES] as const;
export const RESPONSE_HOURS = 24;
export const UNREAD_POLL_MS = 30_000;
export const MISSING_TICKET_FIELDS = 'Missing information: Please fill in all fields.';
export const EMPTY_REPLY = 'Please enter a message.';
export const CLOSED_TICKET = 'This ticket is closed. Please open a new ticket.';

export const statusLabel = (status: string) =>
  ({ new: 'New', in_progress: 'In Progress', resolved: 'Resolved', closed: 'Closed' })[status] ?? 'New';

export const ticketSchema = z.object({
  category: z.enum(SUPPORT_CATEGORIES, { message: MISSING_TICKET_FIELDS }),
  subject: singleLine(z.string().trim().min(1, MISSING_TICKET_FIELDS).max(200, 'Subject must be 200 characters or less'), 'Subject'),
  message: z.string().trim().min(1, MISSING_TICKET_FIELDS).max(5000, 'Message must be 5000 characters or less'),
});

export const replySchema = z.string().trim().min(1, EMPTY_REPLY).max(5000, 'Message must be 5000 characters or less');
