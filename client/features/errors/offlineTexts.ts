// What the app says when the server cannot be reached (RouteError, OfflineNotice; e2e/install.spec.ts).
export const OFFLINE_TITLE = "You're offline";
export const OFFLINE_TEXT = 'Your phone is offline. This page loads again by itself as soon as the connection is back.';
export const OFFLINE_NOTICE = 'Showing what you saw last. It updates by itself when the connection is back.';
