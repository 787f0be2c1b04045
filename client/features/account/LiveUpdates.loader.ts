// The owner's pages subscribe to live updates, so their event stream opens with the route: the live
// client's code comes with this loader (2.9 kB, not in the admin panel's routes), so the reservation goes out
// now, beside the page's queries, not after the first render (the installed app: bench/results/README.md, #32).
import { connectLiveUpdates } from '../../relay/environment';
import { createClient } from '../../relay/sse';

export const loader = () => {
  connectLiveUpdates(createClient);
  return null;
};
