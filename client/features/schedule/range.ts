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
