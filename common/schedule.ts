// The schedule's window, shared by the schedule query (server) and the client's date range. Its own
// module: the dashboard's and schedule's route loaders import it, and they must not load the booking
// rules' zod schemas with it.
/** The schedule shows today and this many days after it. */
export const SCHEDULE_DAYS = 14;

/** The mark of a job still scheduled whose time has passed (text, not a colour only). */
export const NOT_COMPLETED_LABEL = 'Not completed';

/**
 * The home's card of jobs still scheduled from before today: "2 jobs from last week are not marked
 * done" when the oldest is at most 7 days back, "1 job from yesterday is …" when it is yesterday's,
 * "3 past jobs are not marked done" when older. `daysAgo`: how many days back the oldest is.
 */
export function unfinishedJobsTitle(count: number, daysAgo: number) {
  const jobs = count === 1 ? 'job' : 'jobs';
  const verb = count === 1 ? 'is' : 'are';
  if (daysAgo <= 1) return `${count} ${jobs} from yesterday ${verb} not marked done`;
  if (daysAgo <= 7) return `${count} ${jobs} from last week ${verb} not marked done`;
  return `${count} past ${jobs} ${verb} not marked done`;
}
