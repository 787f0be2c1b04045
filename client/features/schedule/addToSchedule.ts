// A new or moved job takes its place in the schedule lists already in the store — the home's today
// (todayRange) and /schedule's two-week windows (scheduleRange) — in time order, and leaves the ones
// it no longer falls in, so no list is refetched.
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { insertEdgeInOrder } from '../../relay/lists';
import { dayOf } from '../../ui/businessZone';
import { addWeeks, scheduleRange, todayRange, weekStart } from './range';

const time = (r: RecordProxy) => Date.parse(String(r.getValue('serviceDate')));

/** The windows a list holding `at` may have been loaded for: today, and the two windows covering its week. */
const windowsOf = (at: number) => {
  const monday = weekStart(dayOf(at));
  return [todayRange(), scheduleRange(monday), scheduleRange(addWeeks(monday, -1))];
};

/** `previous`: the job's time before a reschedule, so it leaves the lists of its old day. */
export function addToSchedule(store: RecordSourceSelectorProxy, appointment: RecordProxy | null | undefined, previous?: string) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer || !appointment) return;
  const at = time(appointment);
  if (Number.isNaN(at)) return;
  const before = previous ? Date.parse(previous) : Number.NaN;
  const windows = [...windowsOf(at), ...(Number.isNaN(before) ? [] : windowsOf(before))];
  const seen = new Set<string>();
  for (const range of windows) {
    // @connection(key: "ScheduleList_schedule", filters: ["from", "to"]) with the page's from/to.
    const connection = ConnectionHandler.getConnection(viewer, 'ScheduleList_schedule', range);
    if (!connection || seen.has(connection.getDataID())) continue;
    seen.add(connection.getDataID());
    if (at >= Date.parse(range.from) && at < Date.parse(range.to)) {
      ConnectionHandler.deleteNode(connection, appointment.getDataID());
      insertEdgeInOrder(store, connection, appointment, 'UserScheduleConnectionEdge', (a, b) => time(a) < time(b));
    } else {
      ConnectionHandler.deleteNode(connection, appointment.getDataID());
    }
  }
}
