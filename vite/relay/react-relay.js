// The hooks of react-relay the app uses, in place of its `react-relay/hooks` index (vite.config.ts aliases
// `react-relay` here), which requires the entry-point APIs and experimental hooks too. A hook the app imports and
// this file lacks stops the build (a missing export); relay.test.ts checks each is the library's own.
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useRefetchableFragment } from 'react-relay/lib/relay-hooks/useRefetchableFragment';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
export { default as useSubscription } from 'react-relay/lib/relay-hooks/useSubscription';
export { fetchQuery, graphql, readInlineData } from 'relay-runtime';
