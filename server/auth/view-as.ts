// "View as" (#57) is read-only, in this one place: while a request acts as an owner for an admin
// (Caller.viewAs, server/auth/authenticate.ts), every mutation is refused before it runs, 403 "Read-only
// view", over /graphql and so over every REST write and upload (each runs its mutation through the same
// envelop, server/graphql/yoga.ts runOperation). Only Exit (`endViewAs`) runs. Queries and
// subscriptions read as the owner would.
import { getOperationAST, Kind, type OperationDefinitionNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Context } from '../graphql/context.js';

export const READ_ONLY_VIEW = 'Read-only view';
/** The root fields a read-only view may still run: ending it. */
const ALLOWED_IN_VIEW = new Set(['endViewAs', '__typename']);

/** A mutation whose root selection is only the allowed fields (no fragments: those could hide anything). */
const onlyAllowed = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && ALLOWED_IN_VIEW.has(s.name.value));

export function readOnlyView(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!args.contextValue.viewAs) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation' || onlyAllowed(operation)) return;
      setResultAndStopExecution({
        errors: [createGraphQLError(READ_ONLY_VIEW, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } })],
      });
    },
  };
}
