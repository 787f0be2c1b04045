// True from a sign-out until an account is signed in again. The environment is replaced first, so the
// page being left may see no viewer before, or even after, the navigation to /auth lands (its guard's
// query runs again in the new environment); its guard then goes to plain /auth, not to
// /auth?next=<the page being left>. A session that ends without a sign-out keeps next=.
let signingOut = false;

export const isSigningOut = () => signingOut;

/** A guard saw a signed-in viewer: a later loss of the session is not this sign-out. */
export const signedIn = () => {
  signingOut = false;
};

export function signOutTo(navigate: () => void | Promise<void>, reset: () => void) {
  signingOut = true;
  reset();
  void navigate();
}
