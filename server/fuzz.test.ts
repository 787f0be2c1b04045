// Fuzzing: every REST route and every GraphQL mutation that takes input gets a few hundred malformed
// inputs (wrong types, huge strings, unicode and control characters, missing fields, bad ids), from a
// seeded generator so a failure reproduces. None may answer 5xx or an internal error, none may reject
// unhandled, and no data may change.
import { isInputObjectType, isListType, isNonNullType, isScalarType, isEnumType, type GraphQLInputType, type GraphQLObjectType } from 'graphql';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from './schema.js';
import { TOO_DEEP } from './graphql/yoga.js';
import { restRows } from './rest/routes.js';
import { type TestApp, startTestApp } from './test/harness.js';
import { twilioEnv } from './test/twilio-standin.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

/** mulberry32: small, seeded, good enough to pick inputs. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = 'x'.repeat(100_000);
/** Global ids that decode to a NUL inside (the check must see the decoded id, not its base64). */
const NUL_IDS = ['Customer:\u0000', 'ServiceRecord:a\u0000b', 'BookingRequest:\u0000', 'Ticket:\u0000x'].map((id) => Buffer.from(id).toString('base64'));
/** Strings no field accepts as a required value: empty, blank, control characters, far too long. */
const BAD_STRINGS = ['', '   ', '\u0000', 'a\u0000b', HUGE, `${'𝔘'.repeat(20_000)}`, ' \t\n '];
/** Anything else, some of it well-formed but meaningless here. */
const NOISE: unknown[] = [
  null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 'null', 'undefined', 'NaN', '[object Object]',
  '<script>alert(1)</script>', "'; DROP TABLE \"User\"; --", '../../etc/passwd', '%00', '2026-02-30', '9999-99-99', '1e9',
  'Zoë 😀 中文 عربى', '\ud800', [], {}, [1, 'a', null], { $gt: '' }, { __proto__: { admin: true } }, { constructor: { prototype: {} } },
  'VXNlcjpub3BlLWlk', 'Q3VzdG9tZXI6', 'cmwx000000000000000000000', ...NUL_IDS, '\u202e\u200b', '\u0007\u001b', ...BAD_STRINGS,
];
const KEYS = [
  'firstName', 'lastName', 'email', 'phone', 'password', 'businessName', 'subdomain', 'city', 'state', 'zipCode', 'services', 'hoursWeekday',
  'hoursWeekend', 'name', 'price', 'make', 'model', 'year', 'serviceDate', 'totalAmount', 'status', 'category', 'subject', 'message', 'title',
  'content', 'readTime', 'taskId', 'week', 'day', 'tasks', 'csv', 'mode', 'filename', 'customerId', 'notes', 'stripeSessionId', 'id',
  'currentPassword', 'serviceRadius', 'description', '__proto__',
];
const BAD_IDS = ['', ' ', '%20', '0', '-1', 'null', HUGE.slice(0, 3000), '..%2F..%2Fetc', '%F0%9F%98%80', 'VXNlcjo', 'cmwx000000000000000000000', '\u0000', 'a\u0000b', ...NUL_IDS];

function generator(seed: number) {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const anything = (): unknown => (rand() < 0.15 ? { [pick(KEYS)]: pick(NOISE) } : pick(NOISE));
  return {
    rand,
    pick,
    anything,
    /** A JSON body: every key present is given a value no field accepts. */
    body(): string {
      const r = rand();
      if (r < 0.08) return pick(['{', '{"a":', 'null', '[]', '"text"', '42', 'true', '{"a":1}}', '\u0000', `[${'['.repeat(5000)}`]);
      const body: Record<string, unknown> = {};
      const n = 1 + Math.floor(rand() * 6);
      for (let i = 0; i < n; i++) body[pick(KEYS)] = rand() < 0.5 ? pick(BAD_STRINGS) : anything();
      return JSON.stringify(body);
    },
  };
}

/** A value of the wrong shape for a GraphQL input type, or a string no field accepts. */
function badValue(type: GraphQLInputType, g: ReturnType<typeof generator>, depth = 0): unknown {
  const r = g.rand();
  if (r < 0.35) return g.anything();
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return g.rand() < 0.5 ? [] : [badValue(inner.ofType, g, depth + 1)];
  if (isInputObjectType(inner) && depth < 3) {
    const fields = Object.values(inner.getFields());
    return Object.fromEntries(fields.filter(() => g.rand() < 0.7).map((f) => [f.name, badValue(f.type, g, depth + 1)]));
  }
  if (isEnumType(inner)) return g.pick(['', 'NOT_A_VALUE', 0, null]);
  if (isScalarType(inner) && inner.name === 'Boolean') return g.pick(['yes', 1, {}, null]);
  return g.pick(BAD_STRINGS);
}

/**
 * Variables that cannot succeed: random, then one required argument, or one required text field of an
 * input object, is set to text no field accepts (so the input reaches the resolver's validation).
 */
function malformedVariables(args: readonly { name: string; type: GraphQLInputType }[], g: ReturnType<typeof generator>) {
  const variables: Record<string, unknown> = Object.fromEntries(args.filter(() => g.rand() < 0.9).map((a) => [a.name, badValue(a.type, g)]));
  const required = args.filter((a) => isNonNullType(a.type));
  if (!required.length) return variables;
  const target = g.pick(required);
  const inner = isNonNullType(target.type) ? target.type.ofType : target.type;
  if (isInputObjectType(inner)) {
    const texts = Object.values(inner.getFields()).filter((f) => isNonNullType(f.type) && isScalarType(f.type.ofType) && ['String', 'ID'].includes(f.type.ofType.name));
    const base = variables[target.name] && typeof variables[target.name] === 'object' && !Array.isArray(variables[target.name]) ? (variables[target.name] as object) : {};
    variables[target.name] = texts.length ? { ...base, [g.pick(texts).name]: g.pick(BAD_STRINGS) } : g.pick(NOISE);
  } else {
    variables[target.name] = g.pick(BAD_STRINGS);
  }
  return variables;
}

/** A snapshot of every table: row count and latest change. Sessions and token use are not data. */
async function snapshot(t: TestApp) {
  const tables = (await t.prisma.$queryRawUnsafe<{ table_name: string }[]>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
     AND table_name NOT IN ('Session', '_prisma_migrations')`,
  )).map((r) => r.table_name);
  const out: Record<string, string> = {};
  for (const table of tables.sort()) {
    const columns = (await t.prisma.$queryRawUnsafe<{ column_name: string }[]>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name IN ('updatedAt', 'createdAt')`,
      table,
    )).map((c) => c.column_name);
    const latest = columns.length ? `, max("${columns.includes('updatedAt') ? 'updatedAt' : 'createdAt'}")::text AS latest` : '';
    const [row] = await t.prisma.$queryRawUnsafe<{ n: bigint; latest?: string }[]>(`SELECT count(*) AS n${latest} FROM "${table}"`);
    out[table] = `${row.n}/${row.latest ?? ''}`;
  }
  return out;
}

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['owner']>>;
let admin: Awaited<ReturnType<TestApp['admin']>>;
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  t = await startTestApp();
  owner = await t.owner();
  admin = await t.admin();
  await t.prisma.user.update({ where: { id: owner.user.id }, data: { paymentVerified: true } });
  // Something of everything to aim bad ids at.
  const wizard = await owner.rest('POST', '/api/onboarding/business', { businessName: 'Fuzz Shine', city: 'Olathe', state: 'KS', zipCode: '66062' });
  expect(wizard.status).toBeLessThan(300);
  const customer = await owner.rest('POST', '/api/customers', { firstName: 'Fuzz', lastName: 'Target', phone: '(913) 555-0123' });
  expect(customer.status).toBe(201);
  BAD_IDS.push(customer.body.id, Buffer.from(`Customer:${customer.body.id}`).toString('base64'), `${customer.body.id}\u0000`);
  const ticket = await owner.rest('POST', '/api/support/ticket', { category: 'Technical Issue', subject: 'Fuzz', message: 'Target' });
  expect(ticket.status).toBe(201);
  const script = await admin.rest('POST', '/api/admin/scripts', { category: 'Instagram DM', title: 'Fuzz', message: 'Target' });
  const article = await admin.rest('POST', '/api/admin/learning', { category: 'Marketing', title: 'Fuzz', content: 'Target' });
  await owner.rest('POST', '/api/onboarding/services', { services: [{ name: 'Wash', price: '50' }] });
  const request = await owner.rest('POST', '/api/booking/fuzz-shine/requests', {
    name: 'Fuzz Visitor', phone: '(913) 555-0124', serviceName: 'Wash', vehicleMake: 'Kia', vehicleModel: 'Soul',
    preferredDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), preferredTime: 'any', address: '1 Fuzz St',
  });
  const task = await admin.rest('POST', '/api/admin/tasks', { taskId: 'fuzz-target', title: 'Fuzz', description: 'Target', week: 4, day: 7 });
  // An instant booking, for its private link's routes (then back to requests, as the other rows expect).
  await owner.rest('PUT', '/api/availability', { bookingMode: 'instant' });
  const wash = await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: owner.user.id } }, include: { business: true } });
  const page = `/api/booking/${wash.business.subdomain}`;
  const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  const slots = await owner.rest('GET', `${page}/availability?serviceId=${wash.id}&from=${day}&to=${day}`);
  if (!slots.body.days?.[0]?.windows?.length) throw new Error(JSON.stringify(slots));
  const booked = await owner.rest('POST', `${page}/bookings`, {
    serviceId: wash.id, start: slots.body.days[0].windows[0].start, name: 'Fuzz Visitor', phone: '(913) 555-0125',
    vehicleMake: 'Kia', vehicleModel: 'Soul', address: '1 Fuzz St', zip: '66062',
  });
  expect(booked.status).toBe(201);
  await owner.rest('PUT', '/api/availability', { bookingMode: 'request' });
  // A due manual text, for the message routes (the scheduler writes these).
  const text = await t.prisma.customerMessage.create({
    data: { ownerId: owner.user.id, customerId: customer.body.id, kind: 'reminder', channel: 'manual_sms', dueAt: new Date(), to: '+19135550123', body: 'Fuzz' },
  });
  // A draft invoice of a completed job, for the invoice routes.
  const done = await owner.rest('POST', '/api/appointments', { customerId: customer.body.id, serviceDate: '2026-11-01', status: 'completed', totalAmount: '80.00' });
  expect(done.status).toBe(201);
  const invoice = await owner.rest('POST', `/api/appointments/${done.body.id}/invoice`);
  expect(invoice.status).toBe(201);
  // A sent invoice, for its pay link's routes.
  const payToken = `fuzz-pay-${'z'.repeat(32)}`;
  await t.prisma.invoice.create({
    data: {
      ownerId: owner.user.id, number: 900, customerId: customer.body.id, status: 'sent', subtotal: '50.00', total: '50.00',
      dueDate: new Date('2030-01-01'), payToken, lines: { create: [{ description: 'Wash', unitPrice: '50.00', position: 0 }] },
    },
  });
  realIds = {
    '/api/messages/': text.id,
    '/api/invoices/': invoice.body.id,
    '/api/customers/': customer.body.id,
    '/api/support/tickets/': ticket.body.id,
    '/api/admin/tickets/': ticket.body.id,
    '/api/admin/scripts/': script.body.id,
    '/api/admin/learning/': article.body.id,
    '/api/admin/tasks/': task.body.id,
    '/api/admin/users/': owner.user.id,
    '/api/admin/csv-uploads/': 'none',
    '/api/conversations/': '2026-11-21',
    '/api/booking/': 'fuzz-shine',
    '/api/booking-requests/': request.body.id,
    '/api/bookings/manage/': new URL(booked.body.manageUrl).pathname.split('/').pop() as string,
    '/api/pay/': payToken,
  };
});
let realIds: Record<string, string> = {};

/** The body fields a REST row reads, found by running its variables() on a recording body. */
function bodyFields(row: (typeof restRows)[number]) {
  const read = new Set<string>();
  const body = new Proxy({} as Record<string, unknown>, {
    get: (_t, key) => {
      if (typeof key === 'string') read.add(key);
      return undefined;
    },
  });
  try {
    row.variables?.({ params: new Proxy({}, { get: () => 'x' }) as Record<string, string>, query: new URLSearchParams(), body });
  } catch {
    /* a row may refuse the empty body; the fields it read are what matter */
  }
  return [...read];
}
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await t?.close();
});

/** encodeURIComponent, with a lone surrogate sent as U+FFFD. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%EF%BF%BD';
  }
};

/**
 * A REST route's path with each :param replaced by a bad id. The API's router is not strict about a
 * trailing slash, so where the path without its last param is another row's (DELETE /api/account/sessions/
 * is DELETE /api/account/sessions, "sign out everywhere else"), an empty last param is that row, not bad input.
 */
const fill = (row: (typeof restRows)[number], g: ReturnType<typeof generator>) => {
  const parent = row.path.replace(/\/:\w+$/, '');
  const parentIsRow = parent !== row.path && restRows.some((r) => r.method === row.method && r.path === parent);
  const ids = parentIsRow ? BAD_IDS.filter((id) => id !== '') : BAD_IDS;
  return row.path.replace(/:(\w+)/g, () => encode(g.pick(ids)));
};

describe('fuzzing', () => {
  // Routes that take no input run their operation whatever the body says; there is nothing to malform.
  const fuzzable = restRows.filter((row) => row.method === 'GET' || row.variables || row.path.includes(':'));

  it.each(fuzzable.map((row) => [`${row.method} ${row.path}`, row] as const))('REST %s', async (_name, row) => {
    const caller = row.path.startsWith('/api/admin') ? admin : owner;
    const g = generator(SEED + row.path.length * 31 + row.method.length);
    const before = await snapshot(t);
    const failures: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const path = fill(row, g);
      const query = g.rand() < 0.3 ? `?${g.pick(['search', 'status', 'today', 'first'])}=${encode(String(g.pick(NOISE)))}` : '';
      const body = row.method === 'GET' || row.method === 'DELETE' ? undefined : g.body();
      const res = await caller.send(row.method, `${path}${query}`, body, { 'content-type': 'application/json' });
      const text = await res.text();
      const ok = row.method === 'GET' ? res.status < 500 : res.status >= 400 && res.status < 500;
      if (!ok) failures.push(`${res.status} ${row.method} ${path.slice(0, 80)} ${String(body).slice(0, 120)} → ${text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  });

  // A route read by its query (#50): every parameter it reads gets values no field accepts.
  it('REST GET /api/vehicle-size with malformed year, make and model', async () => {
    const g = generator(SEED + 50);
    const failures: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const params = ['year', 'make', 'model'].filter(() => g.rand() < 0.8).map((key) => `${key}=${encode(String(g.rand() < 0.5 ? g.pick(BAD_STRINGS) : g.pick(NOISE)))}`);
      const res = await t.caller().send('GET', `/api/vehicle-size?${params.join('&')}`);
      const text = await res.text();
      if (res.status !== 200 && res.status !== 400) failures.push(`${res.status} ${params.join('&').slice(0, 160)} → ${text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  const mutations = Object.values((schema.getMutationType() as GraphQLObjectType).getFields()).filter((f) => f.args.length > 0);

  it.each(mutations.map((f) => [f.name, f] as const))('mutation %s', async (name, field) => {
    const caller = name.startsWith('admin') || /Article|Script|Task|CsvUpload|User|Payment/.test(name) ? admin : owner;
    const g = generator(SEED + name.length * 131);
    const argDefs = field.args.map((a) => `$${a.name}: ${a.type}`).join(', ');
    const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const document = `mutation Fuzz(${argDefs}) { ${name}(${args}) { __typename } }`;
    const before = await snapshot(t);
    const failures: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const variables = malformedVariables(field.args, g);
      const res = await caller.send('POST', '/graphql', { query: document, variables });
      const body = (await res.json()) as { data?: Record<string, { __typename: string } | null>; errors?: { extensions?: { code?: string } }[] };
      const internal = body.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
      const result = body.data?.[name];
      const succeeded = result && !result.__typename.endsWith('Error');
      if (res.status >= 500 || internal || succeeded) {
        failures.push(`${res.status} ${JSON.stringify(variables).slice(0, 200)} → ${JSON.stringify(body).slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  });

  // On real objects: every body field the route reads, sent as the wrong type. Nothing may be coerced
  // into a value ("[object Object]") and stored.
  const withBodies = restRows.flatMap((row) => {
    const fields = row.method === 'GET' ? [] : bodyFields(row);
    return fields.length ? [[`${row.method} ${row.path}`, row, fields] as const] : [];
  });
  it.each(withBodies)('REST %s refuses wrong types on a real object', async (_name, row, fields) => {
    const caller = row.path.startsWith('/api/admin') ? admin : owner;
    const path = row.path.replace(/:(\w+)/g, () => Object.entries(realIds).find(([prefix]) => row.path.startsWith(prefix))?.[1] ?? 'none');
    const before = await snapshot(t);
    for (const wrong of [{ an: 'object' }, ['a', 'list'], 42, true]) {
      const body = Object.fromEntries(fields.map((key) => [key, wrong]));
      const res = await caller.send(row.method, path, body);
      expect(res.status, `${JSON.stringify(body)} → ${await res.clone().text()}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  // Deeply nested JSON: every route with a body, and GraphQL variables and extensions, answer 400.
  const deep = (levels: number, leaf: unknown = 'x') => {
    let v: unknown = leaf;
    for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
    return v;
  };
  const deepText = (levels: number) => `${'{"a":['.repeat(levels)}1${']}'.repeat(levels)}`;

  it('nested 200,000 levels deep: 400 from REST and GraphQL, not a stack overflow', async () => {
    const text = deepText(200_000);
    expect((await owner.send('POST', '/api/customers', `{"firstName":${text}}`)).status).toBe(400);
    expect((await owner.send('POST', '/graphql', `{"query":"query($x: String) { __typename }","variables":{"x":${text}}}`)).status).toBe(400);
  });

  it.each([40, 20_000])('nested %i levels deep: 400 on every REST route with a body and on GraphQL', async (levels) => {
    const before = await snapshot(t);
    const failures: string[] = [];
    const text = deepText(levels);
    // An upload row (a CSV file) takes no JSON: it answers 415 before reading any; its files are fuzzed below.
    for (const row of restRows.filter((r) => r.method !== 'GET' && r.method !== 'DELETE' && !r.upload)) {
      const caller = row.path.startsWith('/api/admin') ? admin : owner;
      const path = row.path.replace(/:(\w+)/g, () => Object.entries(realIds).find(([prefix]) => row.path.startsWith(prefix))?.[1] ?? 'none');
      for (const body of [`{"firstName":${text},"services":${text}}`]) {
        const res = await caller.send(row.method, path, body);
        if (res.status !== 400) failures.push(`${res.status} ${row.method} ${path} → ${(await res.text()).slice(0, 200)}`);
      }
    }
    for (const [name, field] of mutations.map((f) => [f.name, f] as const)) {
      const caller = name.startsWith('admin') || /Article|Script|Task|CsvUpload|User|Payment/.test(name) ? admin : owner;
      const argDefs = field.args.map((a) => `$${a.name}: ${a.type}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const query = `mutation Deep(${argDefs}) { ${name}(${args}) { __typename } }`;
      const variables = `{${field.args.map((a) => `"${a.name}":${text}`).join(',')}}`;
      for (const body of [`{"query":${JSON.stringify(query)},"variables":${variables}}`, `{"query":"{ __typename }","extensions":${text}}`]) {
        const res = await caller.send('POST', '/graphql', body);
        if (res.status !== 400) failures.push(`${res.status} ${name} → ${(await res.text()).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  });

  // A file route (the customer CSV import): any text as its file, as a dry run, is a preview or a 4xx, never a 500.
  it.each(restRows.filter((r) => r.upload).map((row) => [`${row.method} ${row.path}`, row] as const))('REST %s: any file as a dry run', async (_name, row) => {
    const g = generator(SEED + row.path.length * 17);
    const before = await snapshot(t);
    const failures: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const file = [String(g.body()), ...Array.from({ length: 3 }, () => [g.pick(NOISE), g.pick(NOISE)].map(String).join(','))].join('\n');
      const res = await owner.send(row.method, `${row.path}?dryRun=true`, file, { 'content-type': 'text/csv' });
      if (res.status >= 500 || (res.status >= 300 && res.status < 400)) failures.push(`${res.status} ${file.slice(0, 120)} → ${(await res.text()).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  });

  it('input nested a few levels deep still reaches validation (the depth limit is not in the way)', async () => {
    const rest = await owner.rest('POST', '/api/customers', { firstName: deep(20), lastName: 'Deep', phone: '(913) 555-0100' });
    expect(rest.status).toBe(400);
    expect(rest.body.error).not.toBe(TOO_DEEP);
    const gql = await owner.gql('mutation($i: CustomerInput!) { createCustomer(input: $i) { __typename } }', {
      i: { firstName: deep(20), lastName: 'Deep', phone: '(913) 555-0100' },
    });
    expect(gql.errors?.[0].message).toMatch(/firstName/);
  });

  // Broken percent-encoding, raw in the path (the generator above encodes what it sends).
  const BROKEN_ENCODINGS = ['%E0%A4%A', '%', '%zz', '%C0%AF', '%ED%A0%80', 'a%2', '%F0%9F%98'];
  it.each(restRows.filter((r) => r.path.includes(':')).map((r) => [`${r.method} ${r.path}`, r] as const))(
    'REST %s answers 400 for a broken percent-encoding in the path',
    async (_name, row) => {
      const caller = row.path.startsWith('/api/admin') ? admin : owner;
      for (const broken of BROKEN_ENCODINGS) {
        const path = row.path.replace(/:(\w+)/g, () => broken);
        const res = await caller.send(row.method, path, row.method === 'GET' || row.method === 'DELETE' ? undefined : {});
        expect(res.status, `${row.method} ${path} → ${await res.clone().text()}`).toBe(400);
      }
    },
  );

  // Dates that JavaScript can hold but PostgreSQL cannot store (or that no record has), in every
  // body field and path parameter that names a date.
  const FAR_DATES = ['-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00.000Z', '0000-01-01', '0000-01-01T00:00:00Z', '1899-12-31', '2201-01-01', '9999-12-31'];
  const dated = restRows.filter((r) => /:date|:today/.test(r.path) || bodyFields(r).some((f) => /date|due/i.test(f)));
  it.each(dated.map((r) => [`${r.method} ${r.path}`, r] as const))('REST %s refuses dates out of range with 400', async (_name, row) => {
    const caller = row.path.startsWith('/api/admin') ? admin : owner;
    const before = await snapshot(t);
    for (const far of FAR_DATES) {
      const path = row.path.replace(/:(\w+)/g, (_m, name: string) =>
        /date|today/i.test(name) ? encodeURIComponent(far) : (Object.entries(realIds).find(([prefix]) => row.path.startsWith(prefix))?.[1] ?? 'none'),
      );
      // Only the dates are wrong: every other field is left out or valid.
      const body = Object.fromEntries([
        ...bodyFields(row).filter((f) => /date|due/i.test(f)).map((f) => [f, far]),
        ...(bodyFields(row).includes('customerId') ? [['customerId', realIds['/api/customers/']]] : []),
      ]);
      const res = await caller.send(row.method, path, row.method === 'GET' ? undefined : body);
      expect(res.status, `${row.method} ${path} ${JSON.stringify(body)} → ${await res.clone().text()}`).toBe(400);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  // The SMS provider's callbacks (no session; a Twilio signature): random form fields and encodings,
  // half of them correctly signed. Unsigned is 403; signed is 200 and changes nothing it cannot name.
  describe('SMS webhooks', () => {
    let sms: TestApp;
    beforeAll(async () => {
      sms = await startTestApp(twilioEnv('http://127.0.0.1:9'));
    });
    afterAll(() => sms?.close());
    const FIELDS = ['MessageSid', 'MessageStatus', 'ErrorCode', 'From', 'To', 'Body', 'AccountSid', 'SmsSid', '__proto__', ''];
    const STATUSES = ['delivered', 'failed', 'undelivered', 'sent', 'STOP', 'START'];

    it.each(['status', 'inbound'])('POST /webhooks/sms/%s', async (event) => {
      const g = generator(SEED + event.length * 17);
      const before = await snapshot(sms);
      const failures: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        const params: Record<string, string> = {};
        const n = Math.floor(g.rand() * 6);
        for (let k = 0; k < n; k++) params[g.pick(FIELDS)] = String(g.rand() < 0.3 ? g.pick(STATUSES) : g.pick(NOISE)).slice(0, 5000);
        // As the form encoding carries them (a lone surrogate becomes U+FFFD), so a signed request is signed right.
        for (const [key, value] of new URLSearchParams(new URLSearchParams(params).toString())) params[key] = value;
        const signed = g.rand() < 0.5;
        const url = `http://localhost/webhooks/sms/${event}`;
        const res = signed
          ? await sms.app.fetch(
              new Request(url, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilio.getExpectedTwilioSignature(sms.config.TWILIO_AUTH_TOKEN ?? '', url, params) },
                body: new URLSearchParams(params).toString(),
              }),
            )
          : await sms.caller().send('POST', `/webhooks/sms/${event}`, g.rand() < 0.5 ? new URLSearchParams(params).toString() : g.body(), {
              'content-type': g.pick(['application/x-www-form-urlencoded', 'application/json', 'text/plain']),
              ...(g.rand() < 0.5 ? { 'x-twilio-signature': g.pick(['', 'null', '=', 'x'.repeat(4000), 'Lzu5+dRRatz3p3BYtxq3DPqyYf0=', '%00']) } : {}),
            });
        const text = await res.text();
        if (signed ? res.status !== 200 : res.status !== 403 && res.status !== 413) failures.push(`${res.status} signed=${signed} ${JSON.stringify(params).slice(0, 200)} → ${text.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
      expect(await snapshot(sms)).toEqual(before);
    });
  });

  it('nothing rejected unhandled', () => {
    expect(unhandled).toEqual([]);
  });
});
