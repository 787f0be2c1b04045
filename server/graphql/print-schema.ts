// Writes schema.graphql from the builder (npm run schema:print); a test fails when the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from './schema.js';

export const schemaFile = path.resolve(import.meta.dirname, '../../schema.graphql');
export const printedSchema = () => `${printSchema(schema)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(schemaFile, printedSchema());
  console.log(`Wrote ${path.relative(process.cwd(), schemaFile)}`);
}
