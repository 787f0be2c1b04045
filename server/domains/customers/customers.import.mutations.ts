// The customer CSV import through GraphQL: importCustomers (a dry run's preview, or the import) and undoCustomerImport.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { DUPLICATE_MODES, IMPORT_FIELDS, IMPORT_NOT_FOUND } from '../../../common/customer-import.js';
import { builder } from '../../graphql/builder.js';
import { ConflictError, NotFoundError, PaymentRequiredError, TooLargeError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import { importCustomers, undoCustomerImport } from './customers.import.js';

const FieldEnum = builder.enumType('CustomerImportField', {
  description: 'What a column of an imported CSV fills; fullName is split into first and last name',
  values: IMPORT_FIELDS,
});
const DuplicatesEnum = builder.enumType('CustomerImportDuplicates', {
  description: 'A row with the phone or email of an existing customer or an earlier row: skipped, or merged into that customer (empty fields filled, a new vehicle added)',
  values: DUPLICATE_MODES,
});

const ColumnMappingInput = builder.inputType('ColumnMappingInput', {
  fields: (t) => ({
    column: t.string({ required: true, description: "The column's name in the first row" }),
    field: t.field({ type: FieldEnum, description: 'null: the column is ignored' }),
  }),
});

const ImportCustomersInput = builder.inputType('ImportCustomersInput', {
  fields: (t) => ({
    csv: t.string({ required: true, description: 'The file: the first row names the columns. At most 10,000 rows and 5,000,000 bytes' }),
    mapping: t.field({
      type: [ColumnMappingInput],
      description: 'Columns whose field differs from the guess (a field given to a column leaves the column it was guessed for)',
    }),
    duplicates: t.field({ type: DuplicatesEnum, description: 'Default skip' }),
    consentConfirmed: t.boolean({ description: 'The owner confirms these customers agreed to texts: the consent column is recorded (source import)' }),
    dryRun: t.boolean({ description: 'Check and preview only; nothing is written' }),
  }),
});

type Report = Awaited<ReturnType<typeof importCustomers>>;
const ColumnMappingRef = builder.objectRef<Report['mapping'][number]>('ColumnMapping').implement({
  fields: (t) => ({ column: t.exposeString('column'), field: t.field({ type: FieldEnum, nullable: true, resolve: (m) => m.field }) }),
});
const ProblemRef = builder.objectRef<Report['problems'][number]>('CustomerImportProblem').implement({
  description: 'A row that is not imported, and why',
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'As a spreadsheet numbers it: the header is row 1' }),
    field: t.exposeString('field'),
    message: t.exposeString('message'),
  }),
});
const CellRef = builder.objectRef<Report['sample'][number]['cells'][number]>('CustomerImportCell').implement({
  fields: (t) => ({ column: t.exposeString('column'), value: t.exposeString('value') }),
});
const SampleRowRef = builder.objectRef<Report['sample'][number]>('CustomerImportSampleRow').implement({
  fields: (t) => ({ row: t.exposeInt('row'), cells: t.field({ type: [CellRef], resolve: (r) => r.cells }) }),
});

const CustomerImportReport = builder.objectRef<Report>('CustomerImportReport').implement({
  description: 'A dry run: the rows, their problems and duplicates and the mapping used. An import: also what it wrote',
  fields: (t) => ({
    importId: t.id({
      nullable: true,
      description: 'The import, for undoCustomerImport within 24 hours; null on a dry run',
      resolve: (r) => (r.importId ? encodeGlobalID('CustomerImport', r.importId) : null),
    }),
    rows: t.exposeInt('rows'),
    valid: t.exposeInt('valid', { description: 'Rows without problems (duplicates among them)' }),
    duplicates: t.exposeInt('duplicates'),
    problems: t.field({ type: [ProblemRef], resolve: (r) => r.problems }),
    mapping: t.field({ type: [ColumnMappingRef], resolve: (r) => r.mapping }),
    sample: t.field({ type: [SampleRowRef], description: 'The first rows as they are in the file', resolve: (r) => r.sample }),
    created: t.exposeInt('created'),
    merged: t.exposeInt('merged'),
    skipped: t.exposeInt('skipped', { description: 'Duplicates skipped' }),
    invalid: t.exposeInt('invalid', { description: 'Rows with problems, not imported' }),
  }),
});

const types = [ValidationError, ConflictError, NotFoundError, PaymentRequiredError, TooLargeError];

builder.mutationFields((t) => ({
  importCustomers: t.field({
    type: CustomerImportReport,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ImportCustomersInput, required: true }) },
    errors: { types, dataField: { name: 'report' } },
    resolve: (_r, { input }, ctx) => importCustomers(ctx, input),
  }),
  undoCustomerImport: t.field({
    type: 'ID',
    description: 'Removes the customers an import created (within 24 hours of it); merged customers keep what was merged',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    errors: { types, dataField: { name: 'undoneImportId' } },
    resolve: async (_r, { id }, ctx) => {
      await undoCustomerImport(ctx, databaseId(String(id), 'CustomerImport', IMPORT_NOT_FOUND));
      return String(id);
    },
  }),
}));
