// The owner copied or shared their booking link in the app (#59): the server records it (the action
// booking-page.shared, whose first completes the program's tasks naming it). Fire and forget: a copy
// never waits for it, and a failure changes nothing the owner sees.
export function bookingPageShared() {
  fetch('/api/booking-page/shared', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', credentials: 'same-origin' }).catch(() => {});
}
