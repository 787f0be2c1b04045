// The live-update client, on its own: environment.ts imports this module dynamically, and a dynamic
// import keeps every export of its target. graphql-sse's index also exports its server handler (and
// with it graphql-js, about 30 kB compressed); re-exporting only createClient leaves that out.
export { createClient } from 'graphql-sse';
