// Links that open the phone's own apps: the dialer, Messages with a message filled in, the maps app
// (Google's documented cross-platform Maps URL) and mail.
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

export const telHref = (phone: string) => `tel:${dialable(phone)}`;
/** `?&body=` is read by both iOS and Android Messages. */
export const smsHref = (phone: string, body: string) => `sms:${dialable(phone)}?&body=${encodeURIComponent(body)}`;
export const mapsHref = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
export const mailHref = (email: string) => `mailto:${email}`;
