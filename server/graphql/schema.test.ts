// schema.graphql is printed from the builder; this fails when the checked-in file is stale.
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { printedSchema, schemaFile } from './print-schema.js';

it('schema.graphql matches the Pothos schema (run `npm run schema:print`)', () => {
  expect(fs.readFileSync(schemaFile, 'utf8')).toBe(printedSchema());
});
