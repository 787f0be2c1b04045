// A query the Relay compiler compiled for the client, as a typed document for the server (REST rows,
// server rendering): one text and one result type, so a page's data shape is written once.
import { type DocumentNode, parse } from 'graphql';
import type { ConcreteRequest, OperationType } from 'relay-runtime';

export type CompiledOperation<Op extends OperationType> = DocumentNode & {
  __apiType?: (variables: Op['variables']) => Op['response'];
};

/** The compiled text of a Relay artifact (its `params.text`), parsed and typed by the artifact's operation type. */
export function compiledOperation<Op extends OperationType>(node: ConcreteRequest): CompiledOperation<Op> {
  const { text, name } = node.params;
  if (!text) throw new Error(`${name} has no text (persisted queries are not used here)`);
  return parse(text);
}
