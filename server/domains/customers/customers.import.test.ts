// The customer CSV import and export (issue 56) through REST and GraphQL, against a real database.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_COLUMNS,
  IMPORT_CONSENT_VALUE,
  IMPORT_FIELD_TWICE,
  IMPORT_FULL_NAME_ONE_WORD,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_NO_HEADER,
  IMPORT_NO_ROWS,
  IMPORT_NOT_CSV,
  IMPORT_NOT_FOUND,
  IMPORT_TOO_LARGE,
  IMPORT_TOO_MANY_ROWS,
  IMPORT_TOO_OLD,
  IMPORT_UNKNOWN_COLUMN,
} from '../../../common/customer-import.js';
import { CUSTOMER_REQUIRED, VEHICLE_REQUIRED, maxVehicleYear } from '../../../common/customers.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { MAPPING_NOT_JSON } from './customers.import.rest.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<TestApp['owner']>>;
const csv = (rows: string[][]) => Papa.unparse(rows);

/** A CSV body sent as text/csv; options as query parameters. */
async function send(o: Owner, body: string, query: Record<string, string> = {}) {
  const res = await o.send('POST', `/api/customers/import?${new URLSearchParams(query)}`, body, { 'content-type': 'text/csv' });
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
}
const dryRun = (o: Owner, body: string, query: Record<string, string> = {}) => send(o, body, { ...query, dryRun: 'true' });
const customersOf = async (o: Owner) => (await o.rest('GET', '/api/customers')).body as Record<string, unknown>[];

const SIMPLE = [
  ['First name', 'Last name', 'Phone', 'Email', 'Vehicle make', 'Vehicle model'],
  ['Ann', 'Avery', '913-555-0101', 'ann@example.com', 'Honda', 'Civic'],
  ['Ben', 'Brooks', '913-555-0102', '', '', ''],
];

describe('mapping guesses', () => {
  it.each([
    [
      'a plain spreadsheet',
      ['Name', 'Phone', 'Email', 'Address', 'City', 'State', 'Zip', 'Year', 'Make', 'Model', 'Notes', 'Texts OK'],
      { Name: 'fullName', Phone: 'phone', Email: 'email', Address: 'street', City: 'city', State: 'state', Zip: 'zip', Year: 'vehicleYear', Make: 'vehicleMake', Model: 'vehicleModel', Notes: 'notes', 'Texts OK': null },
    ],
    [
      'Google Contacts',
      ['Name', 'Given Name', 'Additional Name', 'Family Name', 'Notes', 'E-mail 1 - Type', 'E-mail 1 - Value', 'Phone 1 - Type', 'Phone 1 - Value', 'Address 1 - Formatted', 'Address 1 - Street', 'Address 1 - City', 'Address 1 - Region', 'Address 1 - Postal Code'],
      {
        Name: null, 'Given Name': 'firstName', 'Additional Name': null, 'Family Name': 'lastName', Notes: 'notes', 'E-mail 1 - Type': null, 'E-mail 1 - Value': 'email',
        'Phone 1 - Type': null, 'Phone 1 - Value': 'phone', 'Address 1 - Formatted': null, 'Address 1 - Street': 'street', 'Address 1 - City': 'city',
        'Address 1 - Region': 'state', 'Address 1 - Postal Code': 'zip',
      },
    ],
    [
      'Square',
      ['Reference ID', 'First Name', 'Last Name', 'Email Address', 'Phone Number', 'Nickname', 'Company Name', 'Street Address 1', 'Street Address 2', 'City', 'State', 'Postal Code', 'Memo', 'Email Subscription Status'],
      {
        'Reference ID': null, 'First Name': 'firstName', 'Last Name': 'lastName', 'Email Address': 'email', 'Phone Number': 'phone', Nickname: null, 'Company Name': null,
        'Street Address 1': 'street', 'Street Address 2': null, City: 'city', State: 'state', 'Postal Code': 'zip', Memo: 'notes', 'Email Subscription Status': null,
      },
    ],
    [
      'Jobber',
      ['J-ID', 'Display Name', 'First Name', 'Last Name', 'Company Name', 'Main Phone #s', 'Mobile Phone #s', 'E-mails', 'Billing Street 1', 'Billing Street 2', 'Billing City', 'Billing State', 'Billing Zip code'],
      {
        'J-ID': null, 'Display Name': null, 'First Name': 'firstName', 'Last Name': 'lastName', 'Company Name': null, 'Main Phone #s': 'phone', 'Mobile Phone #s': null,
        'E-mails': 'email', 'Billing Street 1': 'street', 'Billing Street 2': null, 'Billing City': 'city', 'Billing State': 'state', 'Billing Zip code': 'zip',
      },
    ],
  ])('guesses the columns of %s', async (_kind, header, mapping) => {
    const o = await t.owner();
    const res = await dryRun(o, csv([header, header.map(() => 'x')]));
    expect(res.status).toBe(200);
    expect(res.body.mapping).toEqual(mapping);
  });

  it('a full-name column is split: the last word is the last name', async () => {
    const o = await t.owner();
    const res = await send(o, csv([['Customer Name', 'Mobile'], ['Mary Ann Lopez', '913 555 0110']]));
    expect(res.status).toBe(201);
    expect(await customersOf(o)).toMatchObject([{ firstName: 'Mary Ann', lastName: 'Lopez', phone: '913 555 0110' }]);
  });

  it('street, city, state and ZIP make the address; the owner changes a guess and ignores a column', async () => {
    const o = await t.owner();
    const file = csv([
      ['First', 'Last', 'Phone', 'Street', 'City', 'State', 'Zip', 'Other phone', 'Notes'],
      ['Ann', 'Avery', '913-555-0101', '12 Main St', 'Overland Park', 'KS', '66210', '816-555-0199', 'Gate 4'],
    ]);
    const res = await send(o, file, { mapping: JSON.stringify({ 'Other phone': 'phone', Notes: null }) });
    expect(res.status).toBe(201);
    expect(await customersOf(o)).toMatchObject([{ phone: '816-555-0199', address: '12 Main St, Overland Park, KS 66210', notes: null }]);
  });
});

describe('problems', () => {
  it('reports every row problem with its spreadsheet row and field, and imports the other rows', async () => {
    const o = await t.owner();
    const file = csv([
      ['First name', 'Last name', 'Phone', 'Email', 'Vehicle year', 'Vehicle make', 'Vehicle model', 'SMS consent'],
      ['Ann', 'Avery', '913-555-0101', 'ann@example.com', '2019', 'Honda', 'Civic', 'yes'],
      ['', 'Brooks', '913-555-0102', '', '', '', '', ''],
      ['Cy', 'Cole', '12', 'not-an-email', '', '', '', ''],
      ['Di', 'Dunn', '913-555-0104', '', '1850', 'Ford', '', 'maybe'],
      ['E'.repeat(101), 'Eve', '913-555-0105', '', '', '', '', ''],
    ]);
    const preview = await dryRun(o, file);
    expect(preview.status).toBe(200);
    const years = `Year must be between 1900 and ${maxVehicleYear()}.`;
    expect(preview.body).toMatchObject({ rows: 5, valid: 1, duplicates: 0 });
    expect(preview.body.problems).toEqual([
      { row: 3, field: 'firstName', message: CUSTOMER_REQUIRED },
      { row: 4, field: 'phone', message: 'Please enter a valid phone number' },
      { row: 4, field: 'email', message: 'Please enter a valid email address' },
      { row: 5, field: 'vehicleYear', message: years },
      { row: 5, field: 'vehicleModel', message: VEHICLE_REQUIRED },
      { row: 5, field: 'smsConsent', message: IMPORT_CONSENT_VALUE },
      { row: 6, field: 'firstName', message: 'First name is too long' },
    ]);
    expect(await customersOf(o)).toEqual([]);
    const done = await send(o, file);
    expect(done).toMatchObject({ status: 201, body: { created: 1, merged: 0, skipped: 0, invalid: 4 } });
    expect((await customersOf(o)).map((c) => c.firstName)).toEqual(['Ann']);
  });

  it('a full name of one word is a problem of the full-name column', async () => {
    const o = await t.owner();
    const res = await dryRun(o, csv([['Name', 'Phone'], ['Cher', '913-555-0101']]));
    expect(res.body.problems).toEqual([{ row: 2, field: 'fullName', message: IMPORT_FULL_NAME_ONE_WORD }]);
  });

  it.each([
    ['a binary file', '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', 400, IMPORT_NOT_CSV],
    ['an empty file', '', 400, IMPORT_NO_HEADER],
    ['a header without rows', 'First name,Last name,Phone\r\n', 400, IMPORT_NO_ROWS],
    ['an unclosed quote', 'First name,Phone\r\n"Ann,913\r\n', 400, IMPORT_NOT_CSV],
  ])('refuses %s', async (_what, body, status, message) => {
    const o = await t.owner();
    const res = await dryRun(o, body);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
  });

  it('refuses a NUL byte, a mapping that is not JSON, an unknown column, a field given twice, another content type', async () => {
    const o = await t.owner();
    expect((await dryRun(o, 'First name,Phone\r\nA\u0000n,913\r\n')).status).toBe(400);
    const file = csv(SIMPLE);
    expect(await dryRun(o, file, { mapping: '{nope' })).toEqual({ status: 400, body: { error: MAPPING_NOT_JSON } });
    expect(await dryRun(o, file, { mapping: '{"Cell":"phone"}' })).toEqual({ status: 400, body: { error: IMPORT_UNKNOWN_COLUMN('Cell') } });
    expect(await dryRun(o, file, { mapping: '{"Phone":"email","Email":"email"}' })).toEqual({ status: 400, body: { error: IMPORT_FIELD_TWICE('email') } });
    expect((await dryRun(o, file, { mapping: '{"Phone":"shoeSize"}' })).status).toBe(400);
    expect((await dryRun(o, file, { duplicates: 'sometimes' })).status).toBe(400);
    const json = await o.send('POST', '/api/customers/import?dryRun=true', { csv: file });
    expect(json.status).toBe(415);
  });

  it(`refuses more than ${IMPORT_MAX_ROWS} rows and more than ${IMPORT_MAX_BYTES} bytes (413)`, async () => {
    const o = await t.owner();
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `A${i},B,913555${String(i).padStart(4, '0')}`);
    expect(await dryRun(o, ['First name,Last name,Phone', ...rows].join('\n'))).toEqual({ status: 413, body: { error: IMPORT_TOO_MANY_ROWS } });
    const big = `First name,Last name,Phone,Notes\n${'Ann,Avery,9135550101,'.padEnd(IMPORT_MAX_BYTES, 'x')}`;
    expect(await dryRun(o, big)).toEqual({ status: 413, body: { error: IMPORT_TOO_LARGE } });
    // Past the route's own body limit, the router answers before reading it.
    expect((await dryRun(o, big.padEnd(IMPORT_MAX_BYTES + 100_000, 'x'))).status).toBe(413);
  });
});

describe('duplicates', () => {
  const file = csv([
    ['First name', 'Last name', 'Phone', 'Email', 'Street', 'Vehicle year', 'Vehicle make', 'Vehicle model', 'Notes'],
    ['Maria', 'Lopez', '+1 (913) 555-0100', '', '1 Elm St', '2019', 'Honda', 'Civic', 'Likes wax'],
    ['Ann', 'Avery', '913-555-0101', 'ann@example.com', '', '2020', 'Ford', 'F-150', ''],
    ['Annie', 'Avery', '816-555-0999', 'ANN@example.com', '9 Oak St', '2021', 'Tesla', 'Model 3', ''],
    ['Bo', 'Baker', '913.555.0102', 'bo@example.com', '', '', '', '', ''],
  ]);
  const existing = async (o: Owner) => {
    const res = await o.rest('POST', '/api/customers', { firstName: 'Maria', lastName: 'Lopez', phone: '913-555-0100', email: 'maria@example.com' });
    await o.rest('POST', `/api/customers/${res.body.id}/vehicles`, { year: 2019, make: 'Honda', model: 'Civic' });
    return res.body.id as string;
  };

  it('skips (the default) a row with the phone of an existing customer or the email of an earlier row', async () => {
    const o = await t.owner();
    await existing(o);
    expect((await dryRun(o, file)).body).toMatchObject({ rows: 4, valid: 4, duplicates: 2, problems: [] });
    expect((await send(o, file)).body).toMatchObject({ created: 2, merged: 0, skipped: 2 });
    const list = await customersOf(o);
    expect(list.map((c) => c.firstName).sort()).toEqual(['Ann', 'Bo', 'Maria']);
    expect(list.find((c) => c.firstName === 'Maria')).toMatchObject({ address: null, notes: null });
  });

  it('merges: empty fields of the existing customer filled, a new vehicle added, an earlier row given the later one\'s vehicle', async () => {
    const o = await t.owner();
    const mariaId = await existing(o);
    expect((await send(o, file, { duplicates: 'merge' })).body).toMatchObject({ created: 2, merged: 2, skipped: 0 });
    const maria = (await o.rest('GET', `/api/customers/${mariaId}`)).body;
    expect(maria.customer).toMatchObject({ email: 'maria@example.com', address: '1 Elm St', notes: 'Likes wax' });
    expect(maria.vehicles.map((v: { model: string }) => v.model)).toEqual(['Civic']);
    const ann = (await customersOf(o)).find((c) => c.firstName === 'Ann') as { id: string };
    const annDetail = (await o.rest('GET', `/api/customers/${ann.id}`)).body;
    expect(annDetail.customer).toMatchObject({ lastName: 'Avery', phone: '913-555-0101', address: '9 Oak St' });
    expect(annDetail.vehicles.map((v: { model: string }) => v.model).sort()).toEqual(['F-150', 'Model 3']);
  });
});

describe('writing', () => {
  it('is one transaction: a failure part-way leaves no customer, vehicle or import behind', async () => {
    const o = await t.owner();
    await t.prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION import_test_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.make = 'Boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`);
    await t.prisma.$executeRawUnsafe('CREATE TRIGGER import_test_boom BEFORE INSERT ON "Vehicle" FOR EACH ROW EXECUTE FUNCTION import_test_boom()');
    try {
      const res = await send(o, csv([...SIMPLE, ['Cy', 'Cole', '913-555-0103', '', 'Boom', 'X']]));
      expect(res.status).toBe(500);
    } finally {
      await t.prisma.$executeRawUnsafe('DROP TRIGGER import_test_boom ON "Vehicle"');
    }
    expect(await customersOf(o)).toEqual([]);
    expect(await t.prisma.customerImport.count({ where: { ownerId: o.user.id } })).toBe(0);
    expect((await o.gql('{ viewer { customers(first: 1) { totalCount } } }')).data.viewer.customers.totalCount).toBe(0);
  });

  it('records consent to texts only when the column says yes and the owner confirms it (source import)', async () => {
    const file = csv([['First name', 'Last name', 'Phone', 'Agreed to texts'], ['Ann', 'Avery', '913-555-0101', 'yes'], ['Ben', 'Brooks', '913-555-0102', 'no']]);
    const unconfirmed = await t.owner();
    await send(unconfirmed, file);
    expect((await customersOf(unconfirmed)).map((c) => c.smsConsent)).toEqual([false, false]);
    const confirmed = await t.owner();
    await send(confirmed, file, { consentConfirmed: 'true' });
    const list = await customersOf(confirmed);
    expect(list.map((c) => [c.firstName, c.smsConsent, c.consentSource])).toEqual([
      ['Ben', false, null],
      ['Ann', true, 'import'],
    ]);
    // Written with the import's instant, in UTC like every other date.
    const ann = list.find((c) => c.firstName === 'Ann') as { id: string; smsConsentAt: string; createdAt: string };
    expect(Math.abs(Date.parse(ann.smsConsentAt) - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(ann.createdAt) - Date.now())).toBeLessThan(60_000);
    const stored = await t.prisma.customer.findUniqueOrThrow({ where: { id: ann.id }, select: { updatedAt: true } });
    expect(Math.abs(stored.updatedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('takes a multipart form: the file field, and the options as form fields', async () => {
    const o = await t.owner();
    const form = new FormData();
    form.set('file', new File([csv(SIMPLE)], 'customers.csv', { type: 'text/csv' }));
    form.set('dryRun', 'true');
    form.set('mapping', JSON.stringify({ Email: null }));
    const res = await t.app.fetch(new Request('http://localhost/api/customers/import', { method: 'POST', headers: { cookie: o.cookie }, body: form }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ rows: 2, valid: 2, mapping: { Email: null, Phone: 'phone' } });
  });

  it('previews and imports through GraphQL', async () => {
    const o = await t.owner();
    const op = `mutation($input: ImportCustomersInput!) { importCustomers(input: $input) {
      __typename ... on Error { message } ... on ImportCustomersSuccess { report { importId rows valid created mapping { column field } sample { row cells { column value } } } }
    } }`;
    const preview = await o.gql(op, { input: { csv: csv(SIMPLE), dryRun: true } });
    expect(preview.data.importCustomers.report).toMatchObject({ importId: null, rows: 2, valid: 2, created: 0 });
    expect(preview.data.importCustomers.report.sample[0]).toEqual({
      row: 2,
      cells: SIMPLE[0].map((column, i) => ({ column, value: SIMPLE[1][i] })),
    });
    const done = await o.gql(op, { input: { csv: csv(SIMPLE) } });
    expect(done.data.importCustomers.report).toMatchObject({ rows: 2, created: 2 });
    expect(done.data.importCustomers.report.importId).toEqual(expect.any(String));
  });
});

describe('undo', () => {
  it('removes the customers the import created within 24 hours; merged customers keep the merge; then 404', async () => {
    const o = await t.owner();
    const kept = await o.rest('POST', '/api/customers', { firstName: 'Maria', lastName: 'Lopez', phone: '913-555-0100' });
    const file = csv([...SIMPLE, ['Maria', 'Lopez', '913-555-0100', 'maria@example.com', 'Kia', 'Soul']]);
    const done = await send(o, file, { duplicates: 'merge' });
    expect(done.body).toMatchObject({ created: 2, merged: 1 });
    expect(await customersOf(o)).toHaveLength(3);
    const undo = await o.send('DELETE', `/api/customers/import/${done.body.importId}`);
    expect(undo.status).toBe(204);
    const left = await customersOf(o);
    expect(left.map((c) => c.id)).toEqual([kept.body.id]);
    expect(left[0]).toMatchObject({ email: 'maria@example.com' });
    expect((await o.gql('{ viewer { customers(first: 1) { totalCount } } }')).data.viewer.customers.totalCount).toBe(1);
    expect(await o.rest('DELETE', `/api/customers/import/${done.body.importId}`)).toMatchObject({ status: 404, body: { error: IMPORT_NOT_FOUND } });
  });

  it('is refused after 24 hours (409)', async () => {
    const o = await t.owner();
    const done = await send(o, csv(SIMPLE));
    await t.prisma.customerImport.update({ where: { id: done.body.importId }, data: { createdAt: new Date(Date.now() - 24 * 3_600_000 - 60_000) } });
    expect(await o.rest('DELETE', `/api/customers/import/${done.body.importId}`)).toMatchObject({ status: 409, body: { error: IMPORT_TOO_OLD } });
    expect(await customersOf(o)).toHaveLength(2);
  });

  it("another owner can neither undo an import nor see its customers, through REST or GraphQL", async () => {
    const a = await t.owner();
    const b = await t.owner();
    const done = await send(a, csv(SIMPLE));
    expect(await b.rest('DELETE', `/api/customers/import/${done.body.importId}`)).toMatchObject({ status: 404 });
    const gql = await b.gql(`mutation($id: ID!) { undoCustomerImport(id: $id) { __typename ... on Error { message } } }`, {
      id: Buffer.from(`CustomerImport:${done.body.importId}`).toString('base64'),
    });
    expect(gql.data.undoCustomerImport).toEqual({ __typename: 'NotFoundError', message: IMPORT_NOT_FOUND });
    // B's own import of the same people finds no duplicates: A's customers are not B's.
    expect((await dryRun(b, csv(SIMPLE))).body).toMatchObject({ duplicates: 0 });
    expect((await b.send('GET', '/api/customers/export.csv').then((r) => r.text())).trim()).toBe(EXPORT_COLUMNS.join(','));
    expect(await customersOf(a)).toHaveLength(2);
  });
});

describe('export', () => {
  it('answers the customers as CSV, one row per vehicle, formula cells neutralised; re-imported, every column maps', async () => {
    const o = await t.owner();
    const c = await o.rest('POST', '/api/customers', {
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'Lopez',
      phone: '+19135550111',
      email: 'maria@example.com',
      address: '1 Elm St, Overland Park, KS 66210',
      notes: '@SUM(1)',
      smsConsent: true,
    });
    await o.rest('POST', `/api/customers/${c.body.id}/vehicles`, { year: 2019, make: 'Honda', model: 'Civic' });
    await o.rest('POST', `/api/customers/${c.body.id}/vehicles`, { make: 'Kia', model: 'Soul' });
    await o.rest('POST', '/api/customers', { firstName: 'Ben', lastName: 'Brooks', phone: '-913-555-0102' });
    const res = await o.send('GET', '/api/customers/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="customers.csv"');
    const text = await res.text();
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      [...EXPORT_COLUMNS],
      ['Ben', 'Brooks', "'-913-555-0102", '', '', '', '', '', '', 'no'],
      ["'=HYPERLINK(\"http://evil\")", 'Lopez', '+19135550111', 'maria@example.com', '1 Elm St, Overland Park, KS 66210', '2019', 'Honda', 'Civic', "'@SUM(1)", 'yes'],
      ["'=HYPERLINK(\"http://evil\")", 'Lopez', '+19135550111', 'maria@example.com', '1 Elm St, Overland Park, KS 66210', '', 'Kia', 'Soul', "'@SUM(1)", 'yes'],
    ]);

    const other = await t.owner();
    const preview = await dryRun(other, text);
    expect(Object.values(preview.body.mapping).every((field) => field !== null)).toBe(true);
    expect(preview.body).toMatchObject({ rows: 3, valid: 3, duplicates: 1, problems: [] });
    expect((await send(other, text, { duplicates: 'merge', consentConfirmed: 'true' })).body).toMatchObject({ created: 2, merged: 1 });
    const back = await other.send('GET', '/api/customers/export.csv');
    expect(Papa.parse<string[]>(await back.text(), { skipEmptyLines: true }).data.slice(1).sort()).toEqual(rows.slice(1).sort());
  });
});
