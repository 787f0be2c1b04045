// A new appointment (an accepted booking request) joins the schedule lists already in the store —
// the home's today (todayRange) and /schedule's two weeks (scheduleRange) — in time order, so no
// list is refetched.
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { insertEdgeInOrder } from '../../relay/lists';
import { scheduleRange, todayRange } from './range';

const time = (r: RecordProxy) => Date.parse(String(r.getValue('serviceDate')));

export function addToSchedule(store: RecordSourceSelectorProxy, appointment: RecordProxy | null | undefined) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer || !appointment) return;
  const at = time(appointment);
  for (const range of [todayRange(), scheduleRange()]) {
    if (Number.isNaN(at) || at < Date.parse(range.from) || at >= Date.parse(range.to)) continue;
    // @connection(key: "ScheduleList_schedule", filters: ["from", "to"]) with the page's from/to.
    const connection = ConnectionHandler.getConnection(viewer, 'ScheduleList_schedule', range);
    if (connection) insertEdgeInOrder(store, connection, appointment, 'UserScheduleConnectionEdge', (a, b) => time(a) < time(b));
  }
}
