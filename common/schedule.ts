// The schedule's window, shared by the schedule query (server) and the client's date range. Its own
// module: the dashboard's and schedule's route loaders import it, and they must not load the booking
// rules' zod schemas with it.
/** The schedule shows today and this many days after it. */
export const SCHEDULE_DAYS = 14;
