// Where an invoice page's Back goes: the screen it was opened from (the home, the schedule, the money
// screen, a customer), carried in the navigation's state; the schedule when opened by its address.
import type { Location } from 'react-router-dom';

export type Back = { to: string; label: string };
export const DEFAULT_BACK: Back = { to: '/schedule', label: 'Back to Schedule' };

const LABELS: [path: string, label: string][] = [
  ['/dashboard', 'Back to Dashboard'],
  ['/schedule', 'Back to Schedule'],
  ['/money', 'Back to Money'],
  ['/customers', 'Back to Customers'],
];

/** The state to navigate to an invoice with, from the screen at `location`. */
export function invoiceState(location: Pick<Location, 'pathname' | 'search'>): { back: Back } {
  const label = LABELS.find(([path]) => location.pathname === path || location.pathname.startsWith(`${path}/`))?.[1];
  return { back: label ? { to: `${location.pathname}${location.search}`, label } : DEFAULT_BACK };
}

/** The Back of an invoice page from its location's state (anything else: the schedule). */
export function backOf(state: unknown): Back {
  const back = (state as { back?: Partial<Back> } | null)?.back;
  return typeof back?.to === 'string' && back.to.startsWith('/') && !back.to.startsWith('//') && typeof back.label === 'string' ? { to: back.to, label: back.label } : DEFAULT_BACK;
}
