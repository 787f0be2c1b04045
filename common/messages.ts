// The owner's customer messages: their kinds, the {variables} a template may use, the defaults written
// for a detailer, and the one renderer the server (sending, previews) and the client (live preview) share.

export const MESSAGE_KINDS = ['confirmation', 'reminder', 'on_my_way', 'thank_you', 'rebook', 'invoice', 'invoice_reminder', 'invoice_receipt'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_VARIABLES = [
  'customerFirstName',
  'businessName',
  'serviceName',
  'date',
  'window',
  'address',
  'etaMinutes',
  'reviewLink',
  'bookingLink',
  'manageLink',
  'invoiceNumber',
  'invoiceTotal',
  'invoiceItems',
  'amountDue',
  'dueDate',
  'payLink',
] as const;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[number];
export type MessageValues = Partial<Record<MessageVariable, string | null>>;

export interface MessageTemplateText {
  kind: MessageKind;
  enabled: boolean;
  emailSubject: string;
  emailBody: string;
  smsBody: string;
  /** Reminder: minutes before the job; thank-you: minutes after it was completed; null for the others. */
  offsetMinutes: number | null;
}

/** The kinds whose timing the owner sets, with the default and the bounds (minutes). */
export const MESSAGE_OFFSETS = {
  reminder: { default: 24 * 60, min: 60, max: 7 * 24 * 60 },
  thank_you: { default: 2 * 60, min: 0, max: 7 * 24 * 60 },
} as const satisfies Partial<Record<MessageKind, { default: number; min: number; max: number }>>;

/** An unpaid invoice's reminders by default: days after it was (first) sent (the owner changes them in Settings → Get paid); never more than two. */
export const INVOICE_REMINDER_DAYS = [3, 7] as const;

export const MESSAGE_LIMITS = { subject: 150, emailBody: 2000, smsBody: 480, reviewLink: 500 } as const;

export const DEFAULT_MESSAGE_TEMPLATES: Record<MessageKind, MessageTemplateText> = {
  confirmation: {
    kind: 'confirmation',
    enabled: true,
    emailSubject: 'Your {serviceName} with {businessName} is booked',
    emailBody:
      'Hi {customerFirstName},\n\nYou are booked for {serviceName} on {date}, arriving {window}, at {address}.\n\nPlease have the vehicle parked where we can reach it, with water and power nearby if you can. Need to change something? Just reply to this email.\n\nSee you then,\n{businessName}',
    smsBody: '{businessName}: you are booked for {serviceName} on {date}, arriving {window}. Reply to this text to change anything. Reply STOP to opt out.',
    offsetMinutes: null,
  },
  reminder: {
    kind: 'reminder',
    enabled: true,
    emailSubject: 'Reminder: {serviceName} on {date}',
    emailBody:
      'Hi {customerFirstName},\n\nA reminder that {businessName} is coming for your {serviceName} on {date}, arriving {window}, at {address}.\n\nPlease clear personal items from the vehicle so we can get every corner. If the time no longer works, reply and we will find another.\n\n{businessName}',
    smsBody: 'Reminder from {businessName}: {serviceName} on {date}, arriving {window}. Reply to this text if the time no longer works. Reply STOP to opt out.',
    offsetMinutes: MESSAGE_OFFSETS.reminder.default,
  },
  on_my_way: {
    kind: 'on_my_way',
    enabled: true,
    emailSubject: '{businessName} is on the way',
    emailBody: 'Hi {customerFirstName},\n\nWe are on our way for your {serviceName} and should be there in about {etaMinutes} minutes.\n\n{businessName}',
    smsBody: 'Hi {customerFirstName}, {businessName} is on the way and should be there in about {etaMinutes} minutes.',
    offsetMinutes: null,
  },
  thank_you: {
    kind: 'thank_you',
    enabled: true,
    emailSubject: 'Thank you from {businessName}',
    emailBody:
      'Hi {customerFirstName},\n\nThank you for choosing {businessName} for your {serviceName}. We hope you love how it turned out.\n\nIf you have a minute, a review helps a small business like ours more than anything: {reviewLink}\n\nThank you,\n{businessName}',
    smsBody: 'Thanks for choosing {businessName}, {customerFirstName}! If you have a minute, a review helps us a lot: {reviewLink}',
    offsetMinutes: MESSAGE_OFFSETS.thank_you.default,
  },
  rebook: {
    kind: 'rebook',
    enabled: true,
    emailSubject: 'Time for your next {serviceName}?',
    emailBody:
      'Hi {customerFirstName},\n\nIt has been a while since your last {serviceName}, and your vehicle is due for the next one. Pick a time that suits you here: {bookingLink}\n\nThank you,\n{businessName}',
    smsBody: 'Hi {customerFirstName}, your vehicle is due for its next {serviceName} with {businessName}. Book a time here: {bookingLink}',
    offsetMinutes: null,
  },
  invoice: {
    kind: 'invoice',
    enabled: true,
    emailSubject: 'Invoice #{invoiceNumber} from {businessName}',
    emailBody:
      'Hi {customerFirstName},\n\n{businessName} sent you invoice #{invoiceNumber} for {invoiceTotal}.\n\n{invoiceItems}\n\nBalance due: {amountDue} by {dueDate}\n\nSee and pay it here: {payLink}\n\nThank you,\n{businessName}',
    smsBody: '{businessName}: invoice #{invoiceNumber}, {amountDue} due by {dueDate}. See and pay it here: {payLink} Reply STOP to opt out.',
    offsetMinutes: null,
  },
  invoice_reminder: {
    kind: 'invoice_reminder',
    enabled: true,
    emailSubject: 'Reminder: invoice #{invoiceNumber} from {businessName}',
    emailBody:
      'Hi {customerFirstName},\n\nA friendly reminder that invoice #{invoiceNumber} from {businessName} has {amountDue} still due by {dueDate}.\n\nSee and pay it here: {payLink}\n\nAlready paid? Thank you, and please ignore this reminder.\n\n{businessName}',
    smsBody: 'Reminder from {businessName}: invoice #{invoiceNumber} has {amountDue} still due by {dueDate}. Pay here: {payLink} Reply STOP to opt out.',
    offsetMinutes: null,
  },
  invoice_receipt: {
    kind: 'invoice_receipt',
    enabled: true,
    emailSubject: 'Receipt from {businessName}: invoice #{invoiceNumber}',
    emailBody:
      'Hi {customerFirstName},\n\nThank you! {businessName} received your payment for invoice #{invoiceNumber}. The invoice is paid in full.\n\nYour invoice: {payLink}\n\n{businessName}',
    smsBody: 'Thank you! {businessName} received your payment for invoice #{invoiceNumber}; it is paid in full. Your invoice: {payLink}',
    offsetMinutes: null,
  },
};

/** The {names} a text uses that are not message variables, in order of first appearance. */
export function unknownVariables(text: string) {
  const known = new Set<string>(MESSAGE_VARIABLES);
  return [...new Set([...text.matchAll(/\{(\w*)\}/g)].map((m) => m[1]))].filter((name) => !known.has(name));
}

/** Fills in a template's {variables}; one without a value becomes "" (a job without a manage link). */
export function renderMessage(text: string, values: MessageValues) {
  return text
    .replace(/\{(\w+)\}/g, (whole, name: string) => ((MESSAGE_VARIABLES as readonly string[]).includes(name) ? (values[name as MessageVariable] ?? '') : whole))
    .replace(/[ \t]+([.,!?])/g, '$1');
}
