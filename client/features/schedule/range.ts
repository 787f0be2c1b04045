// The owner's local days as the instants the schedule query takes.
import { SCHEDULE_DAYS } from '../../../common/schedule';

const midnight = (offsetDays: number) => {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + offsetDays);
  return d.toISOString();
};

/** Today (local) up to the end of the 14th day after it. */
export const scheduleRange = () => ({ from: midnight(0), to: midnight(SCHEDULE_DAYS + 1) });
/** Today only (local). */
export const todayRange = () => ({ from: midnight(0), to: midnight(1) });

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local input's value for an instant, in the owner's zone. */
export const localDateTimeInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
