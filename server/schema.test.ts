// schema.graphql is printed from the builder and graphql-env.d.ts from it; these fail when a checked-in file is stale.
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { introspectionFile, printedIntrospection, printedSchema, schemaFile } from './cli/print-schema.js';

it('schema.graphql matches the Pothos schema (run `npm run schema:print`)', () => {
  expect(fs.readFileSync(schemaFile, 'utf8')).toBe(printedSchema());
});

it('server/rest/graphql-env.d.ts matches schema.graphql (run `npm run schema:print`)', () => {
  expect(fs.readFileSync(introspectionFile, 'utf8')).toBe(printedIntrospection());
});
