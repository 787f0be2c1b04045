// True while a sign-out moves to /auth. The environment is replaced first, so the page being left
// may see no viewer before the navigation lands; its guard then goes to plain /auth, not to
// /auth?next=<the page being left>.
let signingOut = false;

export const isSigningOut = () => signingOut;

export function signOutTo(navigate: () => void | Promise<void>, reset: () => void) {
  signingOut = true;
  reset();
  void Promise.resolve(navigate()).finally(() => {
    signingOut = false;
  });
}
