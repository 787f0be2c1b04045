// REST rows of the customer CSV import (a file body, not JSON: see RestUpload) and of the customers export.
import { customersCsv, IMPORT_MAX_BYTES, IMPORT_NOT_CSV } from '../../../common/customer-import.js';
import { graphql } from '../../rest/graphql.js';
import { type RestFile, type RestRequest, type RestRow, restRow, toDatabaseId, toGlobalId, viewerOf } from '../../rest/rest.js';

export const MAPPING_NOT_JSON = 'mapping must be a JSON object of column name to field (or null to ignore a column).';

/** A query parameter, or else the form field of the same name. */
const option = ({ query, body }: RestRequest, name: string) => query.get(name) ?? (typeof body[name] === 'string' ? (body[name] as string) : null);

function mappingOf(req: RestRequest) {
  const raw = option(req, 'mapping');
  if (raw === null || raw.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(MAPPING_NOT_JSON);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(MAPPING_NOT_JSON);
  return Object.entries(parsed).map(([column, field]) => ({ column, field: field === '' ? null : field }));
}

/** The file's text; a NUL byte marks a binary file (a spreadsheet's .xlsx, a photo), which is no CSV. */
function csvFile(req: RestRequest) {
  const file = typeof req.body.file === 'string' ? req.body.file : '';
  if (file.includes('\u0000')) throw new Error(IMPORT_NOT_CSV);
  return file;
}

const isDryRun = (req: RestRequest) => option(req, 'dryRun') === 'true';

export const customerImportRows: RestRow[] = [
  restRow({
    method: 'POST',
    path: '/api/customers/import',
    // The file and a form's framing: the import refuses a file past IMPORT_MAX_BYTES itself (413).
    upload: {
      maxBytes: IMPORT_MAX_BYTES + 64 * 1024,
      types: /^(text\/csv|text\/plain|application\/csv|multipart\/form-data)\s*(;|$)/i,
      typeMessage: 'Content-Type must be text/csv or multipart/form-data (a file field).',
    },
    operation: graphql(`mutation RestImportCustomers($input: ImportCustomersInput!) {
      importCustomers(input: $input) {
        __typename ... on Error { message }
        ... on ImportCustomersSuccess { report { importId rows valid duplicates created merged skipped invalid problems { row field message } mapping { column field } } }
      }
    }`),
    variables: (req) => ({
      input: {
        csv: csvFile(req),
        mapping: mappingOf(req),
        duplicates: option(req, 'duplicates') ?? 'skip',
        consentConfirmed: option(req, 'consentConfirmed') === 'true',
        dryRun: isDryRun(req),
      },
    }),
    result: ({ importCustomers: { report: r } }, req) =>
      isDryRun(req)
        ? {
            rows: r.rows,
            valid: r.valid,
            duplicates: r.duplicates,
            problems: r.problems,
            mapping: Object.fromEntries(r.mapping.map((m) => [m.column, m.field ?? null])),
          }
        : { importId: r.importId && toDatabaseId(r.importId), created: r.created, merged: r.merged, skipped: r.skipped, invalid: r.invalid },
    status: (req) => (isDryRun(req) ? 200 : 201),
  }),
  restRow({
    method: 'DELETE',
    path: '/api/customers/import/:importId',
    operation: graphql(`mutation RestUndoCustomerImport($id: ID!) {
      undoCustomerImport(id: $id) { __typename ... on Error { message } ... on UndoCustomerImportSuccess { undoneImportId } }
    }`),
    variables: ({ params }) => ({ id: toGlobalId('CustomerImport', params.importId) }),
    result: () => null,
    status: 204,
  }),
  restRow({
    method: 'GET',
    path: '/api/customers/export.csv',
    file: 'text/csv; charset=utf-8',
    operation: graphql(`query RestCustomersExport($first: Int!, $after: String) {
      viewer { customers(first: $first, after: $after) {
        pageInfo { hasNextPage endCursor }
        edges { node { firstName lastName phone email address notes smsConsentAt vehicles { year make model } } }
      } }
    }`),
    pages: (data) => data.viewer?.customers,
    result: (data): RestFile => ({ filename: 'customers.csv', body: customersCsv(viewerOf(data).customers.edges.map((e) => e.node)) }),
  }),
];
