import SchemaBuilder from '@pothos/core';
import RelayPlugin, { encodeGlobalID } from '@pothos/plugin-relay';
import { executeSync, parse } from 'graphql';
import { expect, it } from 'vitest';
// The relay plugin as patched (patches/@pothos+plugin-relay+*.patch, applied by `npm ci`'s postinstall).

it("a node's id settles in the same tick as its row: no promise per node of a list", () => {
  // The app's other plugins declare options of their own in Pothos's types; this schema uses relay only.
  const b = new SchemaBuilder<{ Objects: { Thing: { id: string } } }>({ plugins: [RelayPlugin], relay: {} } as never);
  const Thing = b.node('Thing', { id: { resolve: (t) => t.id }, loadOne: (id) => ({ id }), fields: () => ({}) });
  b.queryType({ fields: (t) => ({ things: t.field({ type: [Thing], resolve: () => [{ id: 'a' }, { id: 'b' }] }) }) });
  // executeSync fails when any field answers with a promise.
  const result = executeSync({ schema: b.toSchema(), document: parse('{ things { id } }') });
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({ things: [{ id: encodeGlobalID('Thing', 'a') }, { id: encodeGlobalID('Thing', 'b') }] });
});
