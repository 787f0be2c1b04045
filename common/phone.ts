// Phone numbers as the app compares and shows them. Its own module, without zod, so the lists that show
// a phone (customers, requests, the dashboard) load without the customer schemas.

/** The digits that identify a phone number: the last 10, so +1 (913) 555-0100 equals 913.555.0100. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * A phone as the app shows it, whatever way it was typed: (913) 555-0123 for a US number (10 digits,
 * or 11 starting with 1); anything else (an extension, a foreign number) as it was typed.
 */
export function formatPhone(phone: string) {
  const all = phone.replace(/\D/g, '');
  const us = all.length === 11 && all.startsWith('1') ? all.slice(1) : all;
  if (us.length !== 10) return phone.trim();
  return `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}`;
}
