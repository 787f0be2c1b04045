import { localDate } from '../../ui/localDate';

/** A date input's YYYY-MM-DD as an ISO instant at local noon, so no time zone moves it to another day. */
export const dateInputToIso = (value: string) => (value ? new Date(`${value}T12:00:00`).toISOString() : null);
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
/** Today as a date input's value. */
export const todayInput = () => localDate();
