// True from a sign-out until an account is signed in again. The environment is replaced first, so the
// page being left may see no viewer before, or even after, the navigation to /auth lands (its guard's
// query runs again in the new environment); its guard then goes to plain /auth, not to
// /auth?next=<the page being left>. A session that ends without a sign-out keeps next=.
import { forgetBusinessZones } from '../../ui/businessZone';

let signingOut = false;

export const isSigningOut = () => signingOut;

/** A guard saw a signed-in viewer: a later loss of the session is not this sign-out. */
export const signedIn = () => {
  signingOut = false;
};

/** What a signed-in account kept in this browser's localStorage under its email: gone at sign-out. */
export const ONBOARDING_DRAFT_PREFIX = 'onboarding-draft:';

function forgetDrafts() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(ONBOARDING_DRAFT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}

export function signOutTo(navigate: () => void | Promise<void>, reset: () => void) {
  signingOut = true;
  forgetDrafts();
  forgetBusinessZones();
  reset();
  void navigate();
}
