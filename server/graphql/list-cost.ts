// The cost of an operation as graphql-armor scores it with `flattenFragments` (objects 2, scalars 1,
// times 1.5 per level of fields; a fragment is its fields at the level it is spread, so a page built
// of colocated fragments costs what the same fields written inline cost), plus what a static score
// cannot see: `first`/`last` given in variables multiply like literals, a connection asked without
// them costs the default page Pothos answers, and a field returning a list sized by a list argument
// (`nodes(ids:)`) costs its selection once per element, whether the list is written in the query or
// passed in variables. Run after validation, so fragments have no cycles.
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type SelectionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';
import { getOrSet } from './get-or-set.js';

const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_FACTOR = 1.5;
/** The page a Pothos connection answers when neither `first` nor `last` is given (its `defaultSize`). */
const CONNECTION_DEFAULT_SIZE = 20;

/**
 * Costs that do not depend on variables, per schema, document and operation: yoga's parser cache
 * hands out the same document object for the same text, so an operation is scored once, not on
 * every request.
 */
const staticCosts = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
) {
  const byOperation = getOrSet(
    getOrSet(staticCosts, schema, () => new WeakMap()),
    document,
    () => new Map<string, number>(),
  );
  const known = byOperation.get(operationName ?? '');
  if (known !== undefined) return known;
  const { cost, readsVariables } = scoreOperation(schema, document, operationName, variables);
  if (!readsVariables) byOperation.set(operationName ?? '', cost);
  return cost;
}

function scoreOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
) {
  let readsVariables = false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return { cost: 0, readsVariables };

  /** A variable's value as execution will see it: the one sent, else the operation's default. */
  const variable = (name: string): unknown => {
    readsVariables = true;
    if (variables && name in variables) return variables[name];
    const defaultValue = operation.variableDefinitions?.find((d) => d.variable.name.value === name)?.defaultValue;
    return defaultValue ? valueFromASTUntyped(defaultValue) : undefined;
  };
  const size = (value: ValueNode) => {
    if (value.kind === Kind.LIST) return value.values.length;
    if (value.kind === Kind.VARIABLE) {
      const v = variable(value.name.value);
      return Array.isArray(v) ? v.length : 1;
    }
    return 1;
  };
  const count = (value: ValueNode) => {
    const v = value.kind === Kind.INT ? Number(value.value) : value.kind === Kind.VARIABLE ? variable(value.name.value) : null;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const multiplier = (node: FieldNode, returnsList: boolean, returnsConnection: boolean) => {
    let n = 1;
    let sized = false;
    for (const arg of node.arguments ?? []) {
      if (arg.name.value === 'first' || arg.name.value === 'last') {
        const c = count(arg.value);
        sized ||= c !== null;
        n = Math.max(n, c ?? 1);
      }
      if (returnsList) n = Math.max(n, size(arg.value));
    }
    // A connection asked without `first` or `last` still answers a page of Pothos's default size.
    return returnsConnection && !sized ? Math.max(n, CONNECTION_DEFAULT_SIZE) : n;
  };
  const objectCost = (set: SelectionSetNode, type: GraphQLNamedType | undefined, times: number) => {
    let cost = OBJECT_COST;
    for (const child of set.selections) cost += child.kind === Kind.FIELD ? DEPTH_FACTOR * complexity(child, type) : complexity(child, type);
    return cost * times;
  };
  const fragmentCosts = new Map<string, number>();
  const complexity = (node: SelectionNode, parent: GraphQLNamedType | undefined): number => {
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      const name = node.name.value;
      const fragment = fragments.get(name);
      if (!fragment) return SCALAR_COST;
      const cost = fragmentCosts.get(name);
      // As graphql-armor does, a fragment spread again counts one level deeper.
      if (cost !== undefined) return SCALAR_COST + DEPTH_FACTOR * cost;
      const first = objectCost(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? undefined, 1);
      fragmentCosts.set(name, first);
      return SCALAR_COST + first;
    }
    if (node.kind === Kind.INLINE_FRAGMENT) {
      const type = node.typeCondition ? (schema.getType(node.typeCondition.name.value) ?? undefined) : parent;
      return objectCost(node.selectionSet, type, 1);
    }
    if (node.name.value === '__schema') return 0;
    if (!node.selectionSet) return SCALAR_COST;
    const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[node.name.value] : undefined;
    const returnsList = !!field && isListType(getNullableType(field.type));
    const type = field ? getNamedType(field.type) : undefined;
    const returnsConnection = isObjectType(type) && 'edges' in type.getFields() && 'pageInfo' in type.getFields();
    return objectCost(node.selectionSet, type, multiplier(node, returnsList, returnsConnection));
  };

  const root = schema.getRootType(operation.operation) ?? undefined;
  const cost = operation.selectionSet.selections.reduce((sum, child) => sum + complexity(child, root), 0);
  return { cost, readsVariables };
}
