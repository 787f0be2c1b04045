// Writes schema.graphql from the builder and, from it, the gql.tada types the REST rows are checked
// with (npm run schema:print); a test fails when either file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { minifyIntrospection, outputIntrospectionFile } from 'gql.tada/internal';
import { buildSchema, introspectionFromSchema, printSchema } from 'graphql';
import { schema } from '../schema.js';

export const schemaFile = path.resolve(import.meta.dirname, '../../schema.graphql');
export const printedSchema = () => `${printSchema(schema)}\n`;

/** gql.tada's introspection types; the same text `gql.tada generate output` writes for this schema. */
export const introspectionFile = path.resolve(import.meta.dirname, '../rest/graphql-env.d.ts');
export const printedIntrospection = () =>
  outputIntrospectionFile(minifyIntrospection(introspectionFromSchema(buildSchema(printedSchema()))), {
    fileType: '.d.ts',
    shouldPreprocess: true,
  });

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(schemaFile, printedSchema());
  fs.writeFileSync(introspectionFile, printedIntrospection());
  for (const file of [schemaFile, introspectionFile]) console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
