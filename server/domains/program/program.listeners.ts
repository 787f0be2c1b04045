// The program notices what the owner did (#59): the first time an action of PROGRAM_ACTIONS happens,
// it is recorded (OwnerAction) and the tasks naming it complete, completedBy 'app', whichever their day.
// Job actions come from the job's events, the rest from the owner's (server/kernel/owner-events.ts).
import type { JobEvents } from '../../kernel/job-events.js';
import type { OwnerEvents } from '../../kernel/owner-events.js';

export function listenToOwners(jobEvents: JobEvents, ownerEvents: OwnerEvents) {
  // TODO(#59, program helper): record the action and complete its tasks.
  void jobEvents;
  void ownerEvents;
}
