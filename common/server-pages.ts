// Documents the server renders itself under these prefixes (the booking page, a booking's and an
// invoice's private links, the calendar feed, booking logos, the account's emailed links, the data export's file): everything else that is not /api,
// /graphql or a file is the app's shell. The installed app's service worker answers the shell from
// its cache and leaves these to the network; server/http.test.ts checks the router serves no other page.
export const SERVER_PAGES = ['/booking/', '/b/', '/pay/', '/calendar/', '/booking-logo/', '/learning-images/', '/forgot-password', '/reset-password/', '/confirm-email/', '/undo-email/', '/account-export/'] as const;
