// The home's card of jobs still scheduled from before today (dashboard/UnfinishedJobs.tsx) kept in step
// with a job's Complete, Cancel or Reschedule, from the mutation's payload: a job done, cancelled or
// moved to today or later leaves it and its count drops; one moved back before today joins it.
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { adjustTotalCount, insertEdgeInOrder } from '../../relay/lists';
import { startOfDay, today } from '../../ui/businessZone';

const time = (r: RecordProxy) => Date.parse(String(r.getValue('serviceDate')));
/** The instant the business's today began. */
const startOfToday = () => startOfDay(today()).getTime();

/** `previous`: the job's time before the change (it was scheduled: only scheduled jobs have these actions). */
export function keepUnfinished(store: RecordSourceSelectorProxy, appointment: RecordProxy | null | undefined, previous: string) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer || !appointment) return;
  // @connection(key: "UnfinishedJobs_unfinishedJobs")
  const connection = ConnectionHandler.getConnection(viewer, 'UnfinishedJobs_unfinishedJobs');
  if (!connection) return;
  const today = startOfToday();
  const was = Date.parse(previous) < today;
  const is = appointment.getValue('status') === 'scheduled' && time(appointment) < today;
  if (was) ConnectionHandler.deleteNode(connection, appointment.getDataID());
  if (is) insertEdgeInOrder(store, connection, appointment, 'UserUnfinishedJobsConnectionEdge', (a, b) => time(a) < time(b));
  if (was !== is) adjustTotalCount(store, connection.getDataID(), is ? 1 : -1);
}
