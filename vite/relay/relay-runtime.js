// The part of relay-runtime the app's bundle uses, in place of its index (vite.config.ts aliases `relay-runtime` here).
// The index is CommonJS: it requires every module of the library, and the bundler keeps them all (about 4 kB
// compressed the app never runs: the normalization engine, the legacy containers' fragment resolver, the experimental
// observe and wait helpers, the response cache; figures in bench/results/README.md, "Issue 32, 2026-11-28"). Each
// name below is read by the app or by the modules of ./react-relay.js; relay.test.ts fails when one they read is
// missing here, or when one here is not the library's own.
import ConnectionHandler from 'relay-runtime/lib/handlers/connection/ConnectionHandler';
import ConnectionInterface from 'relay-runtime/lib/handlers/connection/ConnectionInterface';
import commitMutation from 'relay-runtime/lib/mutations/commitMutation';
import Network from 'relay-runtime/lib/network/RelayNetwork';
import Observable from 'relay-runtime/lib/network/RelayObservable';
import fetchQuery from 'relay-runtime/lib/query/fetchQuery';
import * as fetchQueryInternal from 'relay-runtime/lib/query/fetchQueryInternal';
import { getFragment, getRequest, graphql } from 'relay-runtime/lib/query/GraphQLTag';
import PreloadableQueryRegistry from 'relay-runtime/lib/query/PreloadableQueryRegistry';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext';
import readInlineData from 'relay-runtime/lib/store/readInlineData';
import Environment from 'relay-runtime/lib/store/RelayModernEnvironment';
import { createOperationDescriptor } from 'relay-runtime/lib/store/RelayModernOperationDescriptor';
import Record from 'relay-runtime/lib/store/RelayModernRecord';
import { areEqualSelectors, getSelector, getVariablesFromFragment } from 'relay-runtime/lib/store/RelayModernSelector';
import Store from 'relay-runtime/lib/store/RelayModernStore';
import RecordSource from 'relay-runtime/lib/store/RelayRecordSource';
import { ID_KEY, ROOT_ID } from 'relay-runtime/lib/store/RelayStoreUtils';
import requestSubscription from 'relay-runtime/lib/subscription/requestSubscription';
import getFragmentIdentifier from 'relay-runtime/lib/util/getFragmentIdentifier';
import getPaginationMetadata from 'relay-runtime/lib/util/getPaginationMetadata';
import getPaginationVariables from 'relay-runtime/lib/util/getPaginationVariables';
import getPendingOperationsForFragment from 'relay-runtime/lib/util/getPendingOperationsForFragment';
import getRefetchMetadata from 'relay-runtime/lib/util/getRefetchMetadata';
import getRequestIdentifier from 'relay-runtime/lib/util/getRequestIdentifier';
import getValueAtPath from 'relay-runtime/lib/util/getValueAtPath';
import { handlePotentialSnapshotErrors } from 'relay-runtime/lib/util/handlePotentialSnapshotErrors';
import isPromise from 'relay-runtime/lib/util/isPromise';
import recycleNodesInto from 'relay-runtime/lib/util/recycleNodesInto';
import RelayFeatureFlags from 'relay-runtime/lib/util/RelayFeatureFlags';
import ReplaySubject from 'relay-runtime/lib/util/RelayReplaySubject';

export const __internal = {
  createRelayContext,
  createRelayLoggingContext,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
};
export {
  areEqualSelectors, commitMutation, ConnectionHandler, ConnectionInterface, createOperationDescriptor, Environment,
  fetchQuery, getFragment, getFragmentIdentifier, getPaginationMetadata, getPaginationVariables,
  getPendingOperationsForFragment, getRefetchMetadata, getRequest, getRequestIdentifier, getSelector, getValueAtPath,
  getVariablesFromFragment, graphql, handlePotentialSnapshotErrors, ID_KEY, isPromise, Network, Observable,
  PreloadableQueryRegistry, readInlineData, Record, RecordSource, RelayFeatureFlags, recycleNodesInto, ReplaySubject,
  requestSubscription, ROOT_ID, Store,
};
