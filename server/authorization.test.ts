// The authorization matrix: every GraphQL root field and every REST route, called signed out, as
// owner A on A's own objects, as owner B on A's objects, and as an admin, against the expected
// outcomes checked in below. A field or route without a row fails the first test. Every response
// to a signed-out caller or to B is also searched for A's private data.
import crypto from 'node:crypto';
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from './auth/bearer.js';
import { publicSessionId } from './domains/account/account.devices.js';
import { manageTokenHash } from './domains/availability/manage.notify.js';
import { schema } from './schema.js';
import { toGlobalId } from './rest/rest.js';
import { restRows } from './rest/routes.js';
import { subscribe } from './test/sse.js';
import { type LooseJson, type TestApp, startTestApp } from './test/harness.js';

/** What a call came to: success, refused (401/403), or the object was not found (404, null). */
type Outcome = 'ok' | 'unauthenticated' | 'forbidden' | 'hidden' | 'invalid' | 'conflict' | 'gone';
type Role = 'signedOut' | 'owner' | 'other' | 'admin';
type Expect = Record<Role, Outcome>;

/** Anyone may call it. */
const PUBLIC: Expect = { signedOut: 'ok', owner: 'ok', other: 'ok', admin: 'ok' };
/** Signed-in callers, each on their own data (B sees B's, never A's). */
const SELF: Expect = { signedOut: 'unauthenticated', owner: 'ok', other: 'ok', admin: 'ok' };
/** One of A's objects by id: A and admins reach it, B finds nothing. */
const OWNED: Expect = { signedOut: 'unauthenticated', owner: 'ok', other: 'hidden', admin: 'ok' };
/** A change to one of A's objects: A only. B and admins find nothing (admins read owners' data, never change it). */
const PERSONAL: Expect = { signedOut: 'unauthenticated', owner: 'ok', other: 'hidden', admin: 'hidden' };
/** A Relay node of A's: null for anyone but A and admins (signed out too: node lookups do not throw). */
const NODE: Expect = { signedOut: 'hidden', owner: 'ok', other: 'hidden', admin: 'ok' };
/** The caller's own business (A and B have one; the fixture's admin has none, so finds nothing). */
const BUSINESS: Expect = { signedOut: 'unauthenticated', owner: 'ok', other: 'ok', admin: 'hidden' };
/** Creating the caller's business: A and B have one already (409); the admin has none. */
const NEW_BUSINESS: Expect = { signedOut: 'unauthenticated', owner: 'conflict', other: 'conflict', admin: 'ok' };
/** Advancing the day: every caller is past authorization and told the day's task is not complete. */
const DAY_UNFINISHED: Expect = { signedOut: 'unauthenticated', owner: 'invalid', other: 'invalid', admin: 'invalid' };
/** Instant booking on a business that takes requests: everyone is told to send a request (409). */
const REQUEST_MODE: Expect = { signedOut: 'conflict', owner: 'conflict', other: 'conflict', admin: 'conflict' };
/** A visitor's change through the manage link of A's booking, which is past its cut-off: everyone gets 409. */
const TOO_LATE: Expect = { signedOut: 'conflict', owner: 'conflict', other: 'conflict', admin: 'conflict' };
/** Paying A's invoice by its pay link while A's business cannot take cards yet: everyone gets 409. */
const NO_CARDS: Expect = { signedOut: 'conflict', owner: 'conflict', other: 'conflict', admin: 'conflict' };
/** Refunding A's invoice that has no card payment: A is told so (409); B and admins find nothing. */
const NOTHING_PAID: Expect = { signedOut: 'unauthenticated', owner: 'conflict', other: 'hidden', admin: 'hidden' };
/** Stripe is not configured in this app: every signed-in caller is told so (400). */
const STRIPE_NOT_SET_UP: Expect = { signedOut: 'unauthenticated', owner: 'invalid', other: 'invalid', admin: 'invalid' };
/** "On my way" on A's job, which is done (not a scheduled job of today): A is told so (409); B and admins find nothing. */
const NOT_TODAY_JOB: Expect = { signedOut: 'unauthenticated', owner: 'conflict', other: 'hidden', admin: 'hidden' };
/** Asking for a review of A's done job while A's business has no review link: A is told so (409); B and admins find nothing. */
const NO_REVIEW_LINK: Expect = { signedOut: 'unauthenticated', owner: 'conflict', other: 'hidden', admin: 'hidden' };
/** A no-show on A's job, which is done (not a scheduled one): A is told so (400); B and admins find nothing. */
const NOT_A_BOOKED_JOB: Expect = { signedOut: 'unauthenticated', owner: 'invalid', other: 'hidden', admin: 'hidden' };
/** Sending the deposit link of A's job again while A's business cannot take cards: A is told so (409); B and admins find nothing. */
const DEPOSIT_NOT_ASKABLE_HERE: Expect = { signedOut: 'unauthenticated', owner: 'conflict', other: 'hidden', admin: 'hidden' };
/** A link that has expired or was never sent (an account's emailed link): everyone gets 410. */
const GONE: Expect = { signedOut: 'gone', owner: 'gone', other: 'gone', admin: 'gone' };
/** No one: the call needs what no caller of the matrix has (a pending two-step sign-in). */
const NOBODY: Expect = { signedOut: 'unauthenticated', owner: 'unauthenticated', other: 'unauthenticated', admin: 'unauthenticated' };
/** Signed-in callers, each told their input cannot be taken (400). */
const SELF_INVALID: Expect = { signedOut: 'unauthenticated', owner: 'invalid', other: 'invalid', admin: 'invalid' };
/** Signed-in callers, each told their account is not in that state (409). */
const SELF_CONFLICT: Expect = { signedOut: 'unauthenticated', owner: 'conflict', other: 'conflict', admin: 'conflict' };
/** Closing one's own account: owners may, an administrator may not (403). */
const CLOSE: Expect = { signedOut: 'unauthenticated', owner: 'ok', other: 'ok', admin: 'forbidden' };
/** Admins only. */
const ADMIN: Expect = { signedOut: 'unauthenticated', owner: 'forbidden', other: 'forbidden', admin: 'ok' };

interface Fixture {
  tag: string;
  /** `session`: the public id of the cookie's session (a signed-in device). */
  a: { id: string; email: string; cookie: string; session: string };
  b: { id: string; email: string; cookie: string };
  admin: { id: string; cookie: string };
  business: { subdomain: string };
  service: { id: string; gid: string };
  customer: { id: string; gid: string };
  /** A's CSV import of customers (undo within 24 hours). */
  customerImport: { id: string; gid: string };
  /** A's ready "Download all my data" file (ready: A may ask for another). */
  dataExport: { id: string; gid: string };
  vehicle: { id: string; gid: string };
  record: { id: string; gid: string };
  bookingRequest: { id: string; gid: string };
  /** The private link's token of A's (past) booking. */
  manage: { token: string };
  /** A's sent invoice to the customer, and its pay link's token. */
  payInvoice: { id: string; gid: string; token: string };
  /** The deposit pay link of A's job `record`. */
  depositToken: string;
  ticket: { id: string; gid: string };
  token: { gid: string };
  article: { id: string; gid: string };
  /** An outbox email (the admin's Resend). */
  email: { id: string };
  script: { id: string; gid: string };
  task: { id: string; gid: string };
  upload: { id: string; gid: string };
  /** A manual text to A's customer, due. */
  message: { id: string; gid: string };
  /** A completed job of A's without an invoice, and A's draft invoice of another (its customer has an email). */
  doneJob: { id: string; gid: string };
  invoice: { id: string; gid: string; payToken: string };
  /** A's invoice partly paid in cash, and that payment. */
  cashPayment: { invoice: { id: string; gid: string }; id: string; gid: string };
}

type Call =
  | { gql: string; variables?: Record<string, unknown>; subscription?: boolean }
  | { rest: string; body?: unknown; headers?: Record<string, string> };

interface Row {
  expect: Expect;
  call: (f: Fixture, role: Role) => Call;
  /** Changes or removes A's objects: each role gets a fresh fixture. */
  destructive?: boolean;
}

const customerInput = (tag: string) => ({ firstName: `Carla${tag}`, lastName: 'Diaz', phone: `(913) 555-${crypto.randomInt(1000, 9999)}` });
const vehicleInput = { make: 'Honda', model: 'Civic', year: 2020 };
const recordInput = { serviceDate: '2026-11-01', totalAmount: '120.00' };
const articleInput = { category: 'Marketing', title: 'Flyers that work', content: 'Print them.', readTime: '5 min' };
const scriptInput = { category: 'Instagram DM', title: 'Hello', message: 'Hi {firstName}' };
/**
 * A program day at random after day 1 (a day holds at most 50 tasks; the fixtures put hundreds of
 * today's tasks on day 1 directly, which the rows' creates and updates then never need room on).
 */
const anyDay = () => {
  const d = crypto.randomInt(2, 31);
  return { week: Math.ceil(d / 7), day: ((d - 1) % 7) + 1 };
};
const taskInput = (tag: string) => {
  const { week, day } = anyDay();
  return { taskId: `t-${tag}`, title: 'Call five people', description: 'Call them.', week: String(week), day: String(day) };
};
const businessInput = (tag: string) => ({ businessName: `Matrix Shine ${tag}`, city: 'Olathe', state: 'KS', zipCode: '66062' });
const instantInput = (serviceId: string) => ({
  serviceId,
  start: '2030-01-07T15:00:00Z',
  name: 'Vera Visitor',
  phone: '(913) 555-0142',
  vehicleMake: 'Subaru',
  vehicleModel: 'Outback',
  address: '12 Elm St, Olathe KS',
  zip: '66062',
});
/** An article image (its first bytes are a WebP's; ASCII, so it travels in a string body), base64 and as the upload's multipart form. */
const WEBP = 'RIFF    WEBPVP8 ';
const WEBP_BASE64 = Buffer.from(WEBP).toString('base64');
const IMAGE_FORM = {
  body: `--b0undary\r\nContent-Disposition: form-data; name="file"; filename="a.webp"\r\nContent-Type: image/webp\r\n\r\n${WEBP}\r\n--b0undary--\r\n`,
  headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
};
/** The selection of a mutation result union: its member, and an error's message. */
const RESULT = '__typename ... on Error { message }';

/** Each caller's own email and booking address (saving them unchanged is allowed). */
const ownEmail = (f: Fixture, role: Role) => (role === 'owner' ? f.a.email : role === 'other' ? f.b.email : `admin.${f.tag}@example.com`);
const ownSubdomain = (f: Fixture, role: Role) => (role === 'owner' ? f.business.subdomain : role === 'other' ? `bravo${f.tag}` : `admin${f.tag}`);

const q = (gql: string, variables?: Record<string, unknown>): Call => ({ gql, variables });
const r = (rest: string, body?: unknown, headers?: Record<string, string>): Call => ({ rest, body, headers });
/** A small customers CSV, as the import's dry run reads it. */
const IMPORT_CSV = 'First name,Last name,Phone\r\nAnn,Avery,913-555-0101\r\n';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const visitorInput = (tag: string) => ({
  name: `Visitor${tag}`,
  phone: '(913) 555-0177',
  serviceName: 'Wash',
  vehicleMake: 'Honda',
  vehicleModel: 'Fit',
  preferredDate: inDays(2),
  preferredTime: 'morning',
  address: '1 Main St',
});
const acceptInput = { serviceDate: '2026-12-01T15:00:00.000Z' };

const graphqlRows: Record<string, Row> = {
  // Queries
  viewer: { expect: { ...SELF, signedOut: 'hidden' }, call: () => q('{ viewer { id email } }') },
  appInfo: { expect: PUBLIC, call: () => q('{ appInfo { __typename } }') },
  publicBusiness: { expect: PUBLIC, call: (f) => q('query($s: String!) { publicBusiness(subdomain: $s) { businessName } }', { s: f.business.subdomain }) },
  node: { expect: NODE, call: (f) => q('query($id: ID!) { node(id: $id) { id ... on Customer { firstName } } }', { id: f.customer.gid }) },
  nodes: { expect: NODE, call: (f) => q('query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Ticket { subject } } }', { ids: [f.ticket.gid] }) },
  apiTokens: { expect: SELF, call: () => q('{ apiTokens { id name } }') },
  subdomainAvailability: { expect: SELF, call: () => q('{ subdomainAvailability(name: "Any Shine") { subdomain available } }') },
  learningCategories: { expect: SELF, call: () => q('{ learningCategories { __typename } }') },
  programTasks: { expect: SELF, call: () => q('{ programTasks { __typename } }') },
  scriptTemplates: { expect: SELF, call: () => q('{ scriptTemplates { id title } }') },
  adminArticles: { expect: ADMIN, call: () => q('{ adminArticles(first: 5) { totalCount edges { node { id } } } }') },
  adminOutbox: { expect: ADMIN, call: () => q('{ adminOutbox(first: 5, status: queued) { totalCount edges { node { id status userId } } } }') },
  adminOutboxKinds: { expect: ADMIN, call: () => q('{ adminOutboxKinds }') },
  adminEmailSending: { expect: ADMIN, call: () => q('{ adminEmailSending }') },
  adminScripts: { expect: ADMIN, call: () => q('{ adminScripts(first: 5) { totalCount edges { node { id } } } }') },
  adminTasks: { expect: ADMIN, call: () => q('{ adminTasks(first: 5) { totalCount edges { node { id } } } }') },
  adminTickets: { expect: ADMIN, call: () => q('{ adminTickets(first: 5) { edges { node { id subject } } } }') },
  adminUnreadTicketCount: { expect: ADMIN, call: () => q('{ adminUnreadTicketCount }') },
  supportNotifySettings: { expect: ADMIN, call: () => q('{ supportNotifySettings { sendsTo } }') },
  adminUnverifiedUsers: { expect: ADMIN, call: () => q('{ adminUnverifiedUsers(first: 5) { totalCount edges { node { id email } } } }') },
  adminUsers: { expect: ADMIN, call: () => q('{ adminUsers(first: 5) { edges { node { id email } } } }') },
  adminPaymentUsers: { expect: ADMIN, call: () => q('{ adminPaymentUsers(first: 5, group: lapsed) { totalCount edges { node { id paymentState } } } }') },
  adminDeletionPreview: { expect: ADMIN, call: (f) => q('query($id: ID!) { adminDeletionPreview(userId: $id) { email tickets } }', { id: toGlobalId('User', f.a.id) }) },
  adminOverview: { expect: ADMIN, call: () => q('{ adminOverview { payingOwners monthlyRevenue } }') },
  csvUploads: { expect: ADMIN, call: () => q('{ csvUploads(first: 5) { totalCount edges { node { id } } } }') },
  emailOutbox: { expect: ADMIN, call: () => q('{ emailOutbox(first: 5) { totalCount edges { node { id } } } }') },
  adminOwner: { expect: ADMIN, call: (f) => q('query($id: ID!) { adminOwner(userId: $id) { programDay user { email } emails { to } } }', { id: toGlobalId('User', f.a.id) }) },
  adminAudit: { expect: ADMIN, call: (f) => q('query($s: String) { adminAudit(first: 5, subject: $s) { totalCount edges { node { id subjectLabel } } } }', { s: f.a.id }) },
  // "View as" (#57): null unless the request is an admin's read-only view of an owner (none is, here).
  viewAs: { expect: { signedOut: 'hidden', owner: 'hidden', other: 'hidden', admin: 'hidden' }, call: () => q('{ viewAs { ownerName } }') },

  // Mutations: account
  register: {
    expect: PUBLIC,
    call: (f) => q(`mutation($i: RegisterInput!) { register(input: $i) { ${RESULT} } }`, {
      i: { firstName: 'New', lastName: 'User', email: `new.${f.tag}.${crypto.randomInt(1e9)}@example.com`, password: 'password123' },
    }),
  },
  login: {
    expect: PUBLIC,
    // B's credentials: signing in with A's would rightly answer A's data.
    call: (f) => q(`mutation($i: LoginInput!) { login(input: $i) { ${RESULT} } }`, { i: { email: f.b.email, password: 'password123' } }),
  },
  logout: { expect: PUBLIC, destructive: true, call: () => q('mutation { logout }') },
  updateProfile: {
    expect: SELF,
    call: (f, role) => q(`mutation($email: String!) { updateProfile(input: { firstName: "Same", lastName: "Name", email: $email }) { ${RESULT} } }`, {
      email: ownEmail(f, role),
    }),
  },
  createApiToken: { expect: SELF, call: () => q(`mutation { createApiToken(input: { name: "cli" }) { ${RESULT} } }`) },
  requestPasswordReset: {
    expect: PUBLIC,
    call: (f) => q(`mutation($e: String!) { requestPasswordReset(input: { email: $e }) { ${RESULT} } }`, { e: `reset.${f.tag}.${crypto.randomInt(1e9)}@example.com` }),
  },
  passwordResetLinkLive: { expect: PUBLIC, call: () => q('{ passwordResetLinkLive(token: "never-sent") }') },
  resetPassword: { expect: GONE, call: () => q(`mutation { resetPassword(input: { token: "never-sent", password: "new-password-1" }) { ${RESULT} } }`) },
  changePassword: {
    expect: SELF,
    destructive: true,
    call: () => q(`mutation { changePassword(input: { currentPassword: "password123", newPassword: "password123" }) { ${RESULT} } }`),
  },
  confirmEmail: { expect: GONE, call: () => q(`mutation { confirmEmail(token: "never-sent") { ${RESULT} } }`) },
  undoEmailChange: { expect: GONE, call: () => q(`mutation { undoEmailChange(token: "never-sent") { ${RESULT} } }`) },
  accountSessions: { expect: SELF, call: () => q('{ accountSessions { id device current } }') },
  signOutSession: { expect: PERSONAL, destructive: true, call: (f) => q(`mutation($id: String!) { signOutSession(id: $id) { ${RESULT} } }`, { id: f.a.session }) },
  signOutOtherSessions: { expect: SELF, destructive: true, call: () => q('mutation { signOutOtherSessions }') },
  closeAccount: { expect: CLOSE, destructive: true, call: () => q(`mutation { closeAccount(input: { password: "password123" }) { ${RESULT} } }`) },
  reopenAccount: { expect: SELF, call: () => q('mutation { reopenAccount { id } }') },
  loginTwoFactor: { expect: NOBODY, call: () => q(`mutation { loginTwoFactor(input: { code: "123456" }) { ${RESULT} } }`) },
  setupTwoFactor: { expect: SELF, call: () => q(`mutation { setupTwoFactor { ${RESULT} } }`) },
  enableTwoFactor: { expect: SELF_INVALID, call: () => q(`mutation { enableTwoFactor(code: "000000") { ${RESULT} } }`) },
  disableTwoFactor: { expect: SELF_CONFLICT, call: () => q(`mutation { disableTwoFactor(input: { password: "password123", code: "000000" }) { ${RESULT} } }`) },
  revokeApiToken: { expect: PERSONAL, destructive: true, call: (f) => q(`mutation($id: ID!) { revokeApiToken(id: $id) { ${RESULT} } }`, { id: f.token.gid }) },

  // Mutations: business and program (on the caller's own business)
  createOnboardingBusiness: {
    expect: NEW_BUSINESS,
    destructive: true,
    call: (f) => q(`mutation($i: OnboardingBusinessInput!) { createOnboardingBusiness(input: $i) { ${RESULT} } }`, { i: businessInput(f.tag) }),
  },
  completeOnboarding: {
    expect: NEW_BUSINESS,
    destructive: true,
    call: (f) => q(`mutation($i: CompleteOnboardingInput!) { completeOnboarding(input: $i) { ${RESULT} } }`, {
      i: { ...businessInput(f.tag), hoursWeekday: '9:00 AM - 5:00 PM', hoursWeekend: 'Closed', services: [{ name: 'Wash', price: '50.00' }] },
    }),
  },
  saveBusiness: {
    expect: SELF,
    destructive: true,
    call: (f, role) => q(`mutation($i: SaveBusinessInput!) { saveBusiness(input: $i) { ${RESULT} } }`, {
      i: { ...businessInput(f.tag), subdomain: ownSubdomain(f, role) },
    }),
  },
  updateBusinessHours: {
    expect: BUSINESS,
    call: () => q(`mutation { updateBusinessHours(input: { hoursWeekday: "8:00 AM - 6:00 PM", hoursWeekend: "Closed" }) { ${RESULT} } }`),
  },
  changeSubdomain: {
    expect: BUSINESS,
    destructive: true,
    call: (f, role) => q(`mutation($s: String!) { changeSubdomain(subdomain: $s) { ${RESULT} } }`, { s: `moved${role.toLowerCase()}${f.tag}`.slice(0, 30) }),
  },
  updateBookingBrand: { expect: BUSINESS, call: () => q(`mutation { updateBookingBrand(input: { brandColor: "#0f766e" }) { ${RESULT} } }`) },
  updateServices: { expect: BUSINESS, call: () => q(`mutation { updateServices(services: [{ name: "Wash", price: "60.00" }]) { ${RESULT} } }`) },
  updatePricing: { expect: BUSINESS, call: () => q(`mutation { updatePricing(input: { targetHourlyRate: "60.00" }) { ${RESULT} } }`) },
  markOnboardingComplete: { expect: BUSINESS, call: () => q(`mutation { markOnboardingComplete { ${RESULT} } }`) },
  completeTask: { expect: SELF, call: (f) => q(`mutation($id: String!) { completeTask(taskId: $id) { ${RESULT} } }`, { id: `task-${f.tag}` }) },
  uncompleteTask: { expect: SELF, call: (f) => q(`mutation($id: String!) { uncompleteTask(taskId: $id) { ${RESULT} } }`, { id: `task-${f.tag}` }) },
  advanceDay: { expect: DAY_UNFINISHED, destructive: true, call: () => q(`mutation { advanceDay { ${RESULT} } }`) },
  logConversation: { expect: SELF, call: () => q(`mutation { logConversation(date: "2026-11-21") { ${RESULT} } }`) },
  unlogConversation: { expect: SELF, call: () => q(`mutation { unlogConversation(date: "2026-11-21") { ${RESULT} } }`) },
  // Stripe is not configured in this app: everyone gets past authorization to 'payments are not set up'
  // (payments.test.ts runs these against a Stripe stand-in).
  startCheckout: { expect: { signedOut: 'invalid', owner: 'invalid', other: 'invalid', admin: 'invalid' }, call: () => q(`mutation { startCheckout(email: "x@example.com") { __typename } }`) },
  createBillingPortalSession: { expect: { signedOut: 'unauthenticated', owner: 'invalid', other: 'invalid', admin: 'invalid' }, call: () => q(`mutation { createBillingPortalSession { __typename } }`) },
  // Connect: the caller's own business only; without Stripe keys everyone is told card payments are not set up
  // (connect.test.ts runs it against the stand-in).
  connectStripe: { expect: STRIPE_NOT_SET_UP, call: () => q(`mutation { connectStripe { ${RESULT} } }`) },

  // Mutations: invoices (A's jobs and invoices; admins read them, never change them)
  createInvoice: { expect: PERSONAL, call: (f) => q(`mutation($id: ID!) { createInvoice(appointmentId: $id) { ${RESULT} } }`, { id: f.doneJob.gid }) },
  updateInvoice: {
    expect: PERSONAL,
    call: (f) => q(`mutation($id: ID!) { updateInvoice(id: $id, input: { discount: "5.00" }) { ${RESULT} } }`, { id: f.invoice.gid }),
  },
  sendInvoice: { expect: PERSONAL, call: (f) => q(`mutation($id: ID!) { sendInvoice(id: $id, input: { email: true }) { ${RESULT} } }`, { id: f.invoice.gid }) },
  recordInvoicePayment: {
    expect: PERSONAL,
    call: (f) => q(`mutation($id: ID!) { recordInvoicePayment(id: $id, input: { method: cash, amount: "10.00" }) { ${RESULT} } }`, { id: f.invoice.gid }),
  },
  updateTaxRate: { expect: BUSINESS, call: () => q(`mutation { updateTaxRate(taxRate: "8.25") { ${RESULT} } }`) },
  updateInvoiceSettings: {
    expect: BUSINESS,
    call: () => q(`mutation { updateInvoiceSettings(input: { dueDays: 14, remindersEnabled: true, firstReminderDays: 3, secondReminderDays: 7 }) { ${RESULT} } }`),
  },
  voidInvoice: { expect: PERSONAL, destructive: true, call: (f) => q(`mutation($id: ID!) { voidInvoice(id: $id) { ${RESULT} } }`, { id: f.invoice.gid }) },
  issueInvoice: { expect: PERSONAL, destructive: true, call: (f) => q(`mutation($id: ID!) { issueInvoice(id: $id) { ${RESULT} } }`, { id: f.invoice.gid }) },
  removeInvoicePayment: {
    expect: PERSONAL,
    destructive: true,
    call: (f) => q(`mutation($id: ID!, $p: ID!) { removeInvoicePayment(id: $id, paymentId: $p) { ${RESULT} } }`, { id: f.cashPayment.invoice.gid, p: f.cashPayment.gid }),
  },

  // Mutations: customers (A's objects by id)
  createCustomer: {
    expect: SELF,
    call: (f) => q(`mutation($i: CustomerInput!) { createCustomer(input: $i) { ${RESULT} } }`, { i: customerInput(f.tag) }),
  },
  importCustomers: {
    expect: SELF,
    call: () => q(`mutation($i: ImportCustomersInput!) { importCustomers(input: $i) { ${RESULT} } }`, { i: { csv: IMPORT_CSV, dryRun: true } }),
  },
  requestDataExport: { expect: SELF, call: () => q(`mutation { requestDataExport { ${RESULT} } }`) },
  dataExport: { expect: PERSONAL, call: (f) => q('query($id: ID!) { dataExport(id: $id) { status url } }', { id: f.dataExport.gid }) },
  undoCustomerImport: {
    expect: PERSONAL,
    destructive: true,
    call: (f) => q(`mutation($id: ID!) { undoCustomerImport(id: $id) { ${RESULT} } }`, { id: f.customerImport.gid }),
  },
  updateCustomer: {
    expect: PERSONAL,
    call: (f) => q(`mutation($id: ID!, $i: CustomerInput!) { updateCustomer(id: $id, input: $i) { ${RESULT} } }`, {
      id: f.customer.gid,
      i: { firstName: `Alpha${f.tag}`, lastName: 'Customer', phone: '(913) 555-0100' },
    }),
  },
  deleteCustomer: { expect: PERSONAL, destructive: true, call: (f) => q(`mutation($id: ID!) { deleteCustomer(id: $id) { ${RESULT} } }`, { id: f.customer.gid }) },
  addVehicle: {
    expect: PERSONAL,
    call: (f) => q(`mutation($id: ID!, $i: VehicleInput!) { addVehicle(customerId: $id, input: $i) { ${RESULT} } }`, { id: f.customer.gid, i: vehicleInput }),
  },
  updateVehicle: {
    expect: PERSONAL,
    call: (f) => q(`mutation($id: ID!, $i: UpdateVehicleInput!) { updateVehicle(id: $id, input: $i) { ${RESULT} } }`, { id: f.vehicle.gid, i: vehicleInput }),
  },
  deleteVehicle: { expect: PERSONAL, destructive: true, call: (f) => q(`mutation($id: ID!) { deleteVehicle(id: $id) { ${RESULT} } }`, { id: f.vehicle.gid }) },
  addServiceRecord: {
    expect: PERSONAL,
    call: (f) => q(`mutation($id: ID!, $i: ServiceRecordInput!) { addServiceRecord(customerId: $id, input: $i) { ${RESULT} } }`, { id: f.customer.gid, i: recordInput }),
  },
  updateServiceRecord: {
    expect: PERSONAL,
    call: (f) => q(`mutation($id: ID!, $i: UpdateServiceRecordInput!) { updateServiceRecord(id: $id, input: $i) { ${RESULT} } }`, { id: f.record.gid, i: recordInput }),
  },
  deleteServiceRecord: { expect: PERSONAL, destructive: true, call: (f) => q(`mutation($id: ID!) { deleteServiceRecord(id: $id) { ${RESULT} } }`, { id: f.record.gid }) },

  // Mutations: customer messages (the caller's own settings; A's messages A's only)
  updateMessageSettings: {
    expect: SELF,
    call: () => q(`mutation { updateMessageSettings(input: { templates: [{ kind: reminder, offsetMinutes: 120 }] }) { ${RESULT} } }`),
  },
  markMessageSent: { expect: PERSONAL, call: (f) => q(`mutation($id: ID!) { markMessageSent(input: { id: $id }) { ${RESULT} } }`, { id: f.message.gid }) },
  cancelMessage: { expect: PERSONAL, call: (f) => q(`mutation($id: ID!) { cancelMessage(input: { id: $id }) { ${RESULT} } }`, { id: f.message.gid }) },
  // A past job's no-show and a done job's review request (#59).
  markNoShow: { expect: NOT_A_BOOKED_JOB, call: (f) => q(`mutation($id: ID!) { markNoShow(id: $id) { ${RESULT} } }`, { id: f.doneJob.gid }) },
  askForReview: { expect: NO_REVIEW_LINK, call: (f) => q(`mutation($id: ID!) { askForReview(jobId: $id) { ${RESULT} } }`, { id: f.doneJob.gid }) },
  // The owner copied or shared their booking link (#59: the program notices); an admin's is ignored.
  bookingPageShared: { expect: SELF, call: () => q('mutation { bookingPageShared }') },
  sendOnMyWay: {
    expect: NOT_TODAY_JOB,
    call: (f) => q(`mutation($id: ID!) { sendOnMyWay(input: { appointmentId: $id, etaMinutes: 15 }) { ${RESULT} } }`, { id: f.record.gid }),
  },

  // Mutations: support
  createTicket: {
    expect: SELF,
    call: () => q(`mutation { createTicket(input: { category: "Technical Issue", subject: "Help", message: "Please help" }) { ${RESULT} } }`),
  },
  replyToTicket: {
    expect: PERSONAL,
    call: (f) => q(`mutation($id: ID!) { replyToTicket(ticketId: $id, message: "More detail") { ${RESULT} } }`, { id: f.ticket.gid }),
  },
  adminReplyToTicket: { expect: ADMIN, call: (f) => q(`mutation($id: ID!) { adminReplyToTicket(ticketId: $id, message: "On it") { ${RESULT} } }`, { id: f.ticket.gid }) },
  markTicketRead: { expect: ADMIN, call: (f) => q(`mutation($id: ID!) { markTicketRead(ticketId: $id) { ${RESULT} } }`, { id: f.ticket.gid }) },
  setTicketStatus: { expect: ADMIN, call: (f) => q(`mutation($id: ID!) { setTicketStatus(ticketId: $id, status: in_progress) { ${RESULT} } }`, { id: f.ticket.gid }) },
  setSupportNotifyEmail: { expect: ADMIN, call: () => q(`mutation { setSupportNotifyEmail(email: "") { ${RESULT} } }`) },

  // Mutations: admin
  verifyPayment: { expect: ADMIN, call: (f) => q(`mutation($id: ID!) { verifyPayment(userId: $id) { ${RESULT} } }`, { id: toGlobalId('User', f.a.id) }) },
  allowSubdomainChange: { expect: ADMIN, call: (f) => q(`mutation($id: ID!) { allowSubdomainChange(userId: $id) { ${RESULT} } }`, { id: toGlobalId('User', f.a.id) }) },
  sendPaymentReminder: { expect: ADMIN, call: (f) => q(`mutation($id: ID!) { sendPaymentReminder(userId: $id) { ${RESULT} } }`, { id: toGlobalId('User', f.a.id) }) },
  deleteUser: { expect: ADMIN, destructive: true, call: (f) => q(`mutation($id: ID!) { deleteUser(userId: $id) { ${RESULT} } }`, { id: toGlobalId('User', f.a.id) }) },
  createArticle: { expect: ADMIN, call: () => q(`mutation($i: ArticleInput!) { createArticle(input: $i) { ${RESULT} } }`, { i: articleInput }) },
  updateArticle: { expect: ADMIN, call: (f) => q(`mutation($id: ID!, $i: ArticleInput!) { updateArticle(id: $id, input: $i) { ${RESULT} } }`, { id: f.article.gid, i: articleInput }) },
  setArticleStatus: { expect: ADMIN, call: (f) => q(`mutation($id: ID!) { setArticleStatus(id: $id, status: published) { ${RESULT} } }`, { id: f.article.gid }) },
  uploadArticleImage: { expect: ADMIN, call: () => q(`mutation($i: String!) { uploadArticleImage(image: $i) { ${RESULT} } }`, { i: WEBP_BASE64 }) },
  resendEmail: { expect: ADMIN, call: (f) => q(`mutation($id: ID!) { resendEmail(id: $id) { ${RESULT} } }`, { id: f.email.id }) },
  deleteArticle: { expect: ADMIN, destructive: true, call: (f) => q(`mutation($id: ID!) { deleteArticle(id: $id) { ${RESULT} } }`, { id: f.article.gid }) },
  createScript: { expect: ADMIN, call: () => q(`mutation($i: ScriptInput!) { createScript(input: $i) { ${RESULT} } }`, { i: scriptInput }) },
  updateScript: { expect: ADMIN, call: (f) => q(`mutation($id: ID!, $i: ScriptInput!) { updateScript(id: $id, input: $i) { ${RESULT} } }`, { id: f.script.gid, i: scriptInput }) },
  deleteScript: { expect: ADMIN, destructive: true, call: (f) => q(`mutation($id: ID!) { deleteScript(id: $id) { ${RESULT} } }`, { id: f.script.gid }) },
  createTask: { expect: ADMIN, call: (f) => q(`mutation($i: TaskInput!) { createTask(input: $i) { ${RESULT} } }`, { i: taskInput(`${f.tag}${crypto.randomInt(1e9)}`) }) },
  updateTask: { expect: ADMIN, call: (f) => q(`mutation($id: ID!, $i: TaskInput!) { updateTask(id: $id, input: $i) { ${RESULT} } }`, { id: f.task.gid, i: taskInput(f.tag) }) },
  deleteTask: { expect: ADMIN, destructive: true, call: (f) => q(`mutation($id: ID!) { deleteTask(id: $id) { ${RESULT} } }`, { id: f.task.gid }) },
  importTasks: {
    expect: ADMIN,
    call: (f) => q(`mutation($i: ImportTasksInput!) { importTasks(input: $i) { ${RESULT} } }`, {
      i: { filename: 'tasks.csv', mode: 'add', rows: [taskInput(`imp${f.tag}${crypto.randomInt(1e9)}`)] },
    }),
  },
  deleteCsvUpload: { expect: ADMIN, destructive: true, call: (f) => q(`mutation($id: ID!) { deleteCsvUpload(id: $id) { ${RESULT} } }`, { id: f.upload.gid }) },
  previewTaskImport: {
    expect: ADMIN,
    call: (f) => q(`mutation($i: ImportTasksInput!) { previewTaskImport(input: $i) { ${RESULT} } }`, {
      i: { filename: 'tasks.csv', mode: 'add', rows: [taskInput(`pre${f.tag}`)] },
    }),
  },
  restoreCsvUpload: { expect: ADMIN, destructive: true, call: (f) => q(`mutation($id: ID!) { restoreCsvUpload(id: $id) { ${RESULT} } }`, { id: f.upload.gid }) },
  taskExportCsv: { expect: ADMIN, call: () => q('{ taskExportCsv }') },
  startViewAs: { expect: ADMIN, call: (f) => q(`mutation($id: ID!) { startViewAs(userId: $id) { ${RESULT} } }`, { id: toGlobalId('User', f.a.id) }) },
  // Exit: ends the caller's view, if any (null otherwise: none is on, here).
  endViewAs: { expect: { signedOut: 'unauthenticated', owner: 'hidden', other: 'hidden', admin: 'hidden' }, call: () => q('mutation { endViewAs }') },

  // Availability: the caller's own rules; the public windows and instant booking for anyone
  availability: { expect: BUSINESS, call: () => q(`{ availability { ${RESULT} } }`) },
  pricing: { expect: BUSINESS, call: () => q(`{ pricing { ${RESULT} } }`) },
  bookingSlots: {
    expect: PUBLIC,
    call: (f) =>
      q(`query($s: String!, $id: ID!) { bookingSlots(subdomain: $s, serviceId: $id, from: "2030-01-07", to: "2030-01-08") { ${RESULT} } }`, {
        s: f.business.subdomain,
        id: f.service.gid,
      }),
  },
  // The visitor's quote (#50): public, like the windows.
  bookingQuote: {
    expect: PUBLIC,
    call: (f) =>
      q(`query($s: String!, $i: BookingQuoteInput!) { bookingQuote(subdomain: $s, input: $i) { ${RESULT} } }`, {
        s: f.business.subdomain,
        i: { serviceId: f.service.gid, vehicleMake: 'Honda', vehicleModel: 'Civic' },
      }),
  },
  // The vehicle size lookup (#50): public, no cookie needed.
  vehicleSize: { expect: PUBLIC, call: () => q(`{ vehicleSize(year: 2020, make: "Ford", model: "F-150") { ${RESULT} } }`) },
  updateAvailability: { expect: BUSINESS, call: () => q(`mutation { updateAvailability(input: { bufferMinutes: 20 }) { ${RESULT} } }`) },
  bookInstantly: {
    expect: REQUEST_MODE,
    call: (f) =>
      q(`mutation($s: String!, $i: BookInstantlyInput!) { bookInstantly(subdomain: $s, input: $i) { ${RESULT} } }`, {
        s: f.business.subdomain,
        i: instantInput(f.service.gid),
      }),
  },

  // A visitor's booking by its private link: the token is the credential, whoever calls
  managedBooking: { expect: PUBLIC, call: (f) => q(`query($t: String!) { managedBooking(token: $t) { ${RESULT} } }`, { t: f.manage.token }) },
  cancelManagedBooking: { expect: TOO_LATE, call: (f) => q(`mutation($t: String!) { cancelManagedBooking(token: $t) { ${RESULT} } }`, { t: f.manage.token }) },
  rescheduleManagedBooking: {
    expect: TOO_LATE,
    call: (f) => q(`mutation($t: String!) { rescheduleManagedBooking(token: $t, start: "2030-01-08T15:00:00Z") { ${RESULT} } }`, { t: f.manage.token }),
  },

  // A customer's invoice by its pay link: the token is the credential, whoever calls; A's refund A's only
  payLink: { expect: PUBLIC, call: (f) => q(`query($t: String!) { payLink(token: $t) { ${RESULT} ... on PayLinkSuccess { payLink { invoice { number lines { description } } } } } }`, { t: f.payInvoice.token }) },
  startInvoiceCheckout: { expect: NO_CARDS, call: (f) => q(`mutation($t: String!) { startInvoiceCheckout(token: $t, tipPercent: 15) { ${RESULT} } }`, { t: f.payInvoice.token }) },
  depositLink: { expect: PUBLIC, call: (f) => q(`query($t: String!) { depositLink(token: $t) { ${RESULT} ... on DepositLinkSuccess { depositLink { amount serviceName status } } } }`, { t: f.depositToken }) },
  startDepositCheckout: { expect: NO_CARDS, call: (f) => q(`mutation($t: String!) { startDepositCheckout(token: $t) { ${RESULT} } }`, { t: f.depositToken }) },
  resendDepositLink: { expect: DEPOSIT_NOT_ASKABLE_HERE, call: (f) => q(`mutation($id: ID!) { resendDepositLink(id: $id) { ${RESULT} } }`, { id: f.record.gid }) },
  refundInvoice: { expect: NOTHING_PAID, call: (f) => q(`mutation($id: ID!) { refundInvoice(id: $id) { ${RESULT} } }`, { id: f.payInvoice.gid }) },

  // Mutations: online booking (visitors anywhere; A's requests and appointments A's only)
  requestBooking: {
    expect: PUBLIC,
    call: (f) => q(`mutation($s: String!, $i: RequestBookingInput!) { requestBooking(subdomain: $s, input: $i) { ${RESULT} } }`, {
      s: f.business.subdomain,
      i: visitorInput(f.tag),
    }),
  },
  acceptBookingRequest: {
    expect: PERSONAL,
    destructive: true,
    call: (f) => q(`mutation($id: ID!, $i: AcceptBookingRequestInput!) { acceptBookingRequest(id: $id, input: $i) { ${RESULT} } }`, { id: f.bookingRequest.gid, i: acceptInput }),
  },
  declineBookingRequest: {
    expect: PERSONAL,
    destructive: true,
    call: (f) => q(`mutation($id: ID!) { declineBookingRequest(id: $id) { ${RESULT} } }`, { id: f.bookingRequest.gid }),
  },
  updateAppointment: {
    expect: PERSONAL,
    call: (f) => q(`mutation($id: ID!) { updateAppointment(id: $id, input: { notes: "Gate code 12" }) { ${RESULT} } }`, { id: f.record.gid }),
  },
  rotateCalendarFeed: { expect: SELF, call: () => q('mutation { rotateCalendarFeed }') },
  // The coach (#59): each caller dismisses a rule of their own tips (an admin, who has none, too).
  dismissCoachTip: { expect: SELF, call: () => q(`mutation { dismissCoachTip(id: "invoices-unpaid") { ${RESULT} } }`) },
  deleteCalendarFeed: { expect: SELF, call: () => q('mutation { deleteCalendarFeed }') },

  // Subscriptions (an open stream is 'ok')
  bookingRequestReceived: { expect: SELF, call: () => ({ gql: 'subscription { bookingRequestReceived { id name } }', subscription: true }) },
  appointmentChanged: { expect: SELF, call: () => ({ gql: 'subscription { appointmentChanged { id status } }', subscription: true }) },
  invoicePaid: { expect: SELF, call: () => ({ gql: 'subscription { invoicePaid { id status } }', subscription: true }) },
  ticketUpdated: {
    expect: { signedOut: 'unauthenticated', owner: 'ok', other: 'forbidden', admin: 'ok' },
    call: (f) => ({ gql: 'subscription($id: ID!) { ticketUpdated(id: $id) { id } }', variables: { id: f.ticket.gid }, subscription: true }),
  },
  myTicketsUpdated: { expect: SELF, call: () => ({ gql: 'subscription { myTicketsUpdated { id } }', subscription: true }) },
  ownerUpdates: { expect: SELF, call: () => ({ gql: 'subscription { ownerUpdates { __typename } }', subscription: true }) },
  adminTicketFeed: { expect: ADMIN, call: () => ({ gql: 'subscription { adminTicketFeed { kind } }', subscription: true }) },
};

const restTable: Record<string, Row> = {
  'GET /api/user': { expect: SELF, call: () => r('/api/user') },
  'POST /api/login': { expect: PUBLIC, call: (f) => r('/api/login', { email: f.b.email, password: 'password123' }) },
  'POST /api/register': {
    expect: PUBLIC,
    call: (f) => r('/api/register', { firstName: 'New', lastName: 'User', email: `rest.${f.tag}.${crypto.randomInt(1e9)}@example.com`, password: 'password123' }),
  },
  'POST /api/logout': { expect: PUBLIC, destructive: true, call: () => r('/api/logout') },
  'PUT /api/user': { expect: SELF, call: (f, role) => r('/api/user', { firstName: 'Same', lastName: 'Name', email: ownEmail(f, role) }) },
  'POST /api/password-reset': { expect: PUBLIC, call: (f) => r('/api/password-reset', { email: `reset.${f.tag}.${crypto.randomInt(1e9)}@example.com` }) },
  'POST /api/password-reset/:token': { expect: GONE, call: () => r('/api/password-reset/never-sent', { password: 'new-password-1' }) },
  'POST /api/account/password': { expect: SELF, destructive: true, call: () => r('/api/account/password', { currentPassword: 'password123', newPassword: 'password123' }) },
  'POST /api/account/email/confirm': { expect: GONE, call: () => r('/api/account/email/confirm', { token: 'never-sent' }) },
  'GET /api/account/sessions': { expect: SELF, call: () => r('/api/account/sessions') },
  'DELETE /api/account/sessions/:id': { expect: PERSONAL, destructive: true, call: (f) => r(`/api/account/sessions/${f.a.session}`) },
  'DELETE /api/account/sessions': { expect: SELF, destructive: true, call: () => r('/api/account/sessions') },
  'POST /api/account/close': { expect: CLOSE, destructive: true, call: () => r('/api/account/close', { password: 'password123' }) },
  'POST /api/account/reopen': { expect: SELF, call: () => r('/api/account/reopen') },
  'POST /api/login/two-factor': { expect: NOBODY, call: () => r('/api/login/two-factor', { code: '123456' }) },
  'POST /api/account/two-factor/setup': { expect: SELF, call: () => r('/api/account/two-factor/setup') },
  'POST /api/account/two-factor/enable': { expect: SELF_INVALID, call: () => r('/api/account/two-factor/enable', { code: '000000' }) },
  'POST /api/account/two-factor/disable': { expect: SELF_CONFLICT, call: () => r('/api/account/two-factor/disable', { password: 'password123', code: '000000' }) },
  'GET /api/business': { expect: BUSINESS, call: () => r('/api/business') },
  'POST /api/business': { expect: SELF, destructive: true, call: (f, role) => r('/api/business', { ...businessInput(f.tag), subdomain: ownSubdomain(f, role) }) },
  'PUT /api/business': { expect: SELF, destructive: true, call: (f, role) => r('/api/business', { ...businessInput(f.tag), subdomain: ownSubdomain(f, role) }) },
  'POST /api/onboarding/business': { expect: NEW_BUSINESS, destructive: true, call: (f) => r('/api/onboarding/business', businessInput(f.tag)) },
  'POST /api/onboarding/services': { expect: BUSINESS, call: () => r('/api/onboarding/services', { services: [{ name: 'Wash', price: '50.00' }] }) },
  'PUT /api/business/brand': { expect: BUSINESS, call: () => r('/api/business/brand', { brandColor: '#0f766e' }) },
  'PUT /api/business/hours': { expect: BUSINESS, call: () => r('/api/business/hours', { hoursWeekday: '8:00 AM - 6:00 PM', hoursWeekend: 'Closed' }) },
  'POST /api/onboarding/complete': { expect: BUSINESS, call: () => r('/api/onboarding/complete', {}) },
  'GET /api/services': { expect: SELF, call: () => r('/api/services') },
  'PUT /api/business/services': { expect: BUSINESS, call: () => r('/api/business/services', { services: [{ name: 'Wash', price: '55.00' }] }) },
  'GET /api/pricing': { expect: BUSINESS, call: () => r('/api/pricing') },
  // Naming the owner's service: another owner is refused as an unknown service (400), the admin has no business.
  'PUT /api/pricing': {
    expect: { signedOut: 'unauthenticated', owner: 'ok', other: 'invalid', admin: 'hidden' },
    call: (f) => r('/api/pricing', { targetHourlyRate: '60.00', services: [{ id: f.service.id, bySize: { truck: { price: '210.00', durationMinutes: 240 } } }] }),
  },
  'GET /api/booking/:subdomain': { expect: PUBLIC, call: (f) => r(`/api/booking/${f.business.subdomain}`) },
  'GET /api/daily-tasks': { expect: SELF, call: () => r('/api/daily-tasks') },
  'GET /api/conversations/count/:date': { expect: SELF, call: () => r('/api/conversations/count/2026-11-21') },
  'GET /api/conversations/streak': { expect: SELF, call: () => r('/api/conversations/streak') },
  'POST /api/conversations/increment/:date': { expect: SELF, call: () => r('/api/conversations/increment/2026-11-21') },
  'POST /api/conversations/decrement/:date': { expect: SELF, call: () => r('/api/conversations/decrement/2026-11-21') },
  'GET /api/progress': { expect: SELF, call: () => r('/api/progress') },
  'POST /api/progress/complete': { expect: SELF, call: (f) => r('/api/progress/complete', { taskId: `task-${f.tag}` }) },
  'POST /api/progress/uncomplete': { expect: SELF, call: (f) => r('/api/progress/uncomplete', { taskId: `task-${f.tag}` }) },
  'GET /api/progress/day-completion': { expect: SELF, call: () => r('/api/progress/day-completion') },
  'POST /api/progress/advance-day': { expect: DAY_UNFINISHED, destructive: true, call: () => r('/api/progress/advance-day') },
  'GET /api/learning': { expect: SELF, call: () => r('/api/learning') },
  'GET /api/learning/:id': { expect: SELF, call: (f) => r(`/api/learning/${f.article.id}`) },
  'GET /api/scripts': { expect: SELF, call: () => r('/api/scripts') },
  'GET /api/admin/scripts': { expect: ADMIN, call: () => r('/api/admin/scripts') },
  'POST /api/admin/scripts': { expect: ADMIN, call: () => r('/api/admin/scripts', scriptInput) },
  'PUT /api/admin/scripts/:id': { expect: ADMIN, call: (f) => r(`/api/admin/scripts/${f.script.id}`, scriptInput) },
  'DELETE /api/admin/scripts/:id': { expect: ADMIN, destructive: true, call: (f) => r(`/api/admin/scripts/${f.script.id}`) },
  'GET /api/admin/learning': { expect: ADMIN, call: () => r('/api/admin/learning') },
  'POST /api/admin/learning': { expect: ADMIN, call: () => r('/api/admin/learning', articleInput) },
  'PUT /api/admin/learning/:id': { expect: ADMIN, call: (f) => r(`/api/admin/learning/${f.article.id}`, articleInput) },
  'DELETE /api/admin/learning/:id': { expect: ADMIN, destructive: true, call: (f) => r(`/api/admin/learning/${f.article.id}`) },
  'PATCH /api/admin/learning/:id/status': { expect: ADMIN, call: (f) => r(`/api/admin/learning/${f.article.id}/status`, { status: 'published' }) },
  'POST /api/admin/learning/images': { expect: ADMIN, call: () => r('/api/admin/learning/images', IMAGE_FORM.body, IMAGE_FORM.headers) },
  'GET /api/admin/outbox': { expect: ADMIN, call: () => r('/api/admin/outbox?status=queued&first=5') },
  'POST /api/admin/outbox/:id/resend': { expect: ADMIN, call: (f) => r(`/api/admin/outbox/${f.email.id}/resend`) },
  'GET /api/customers': { expect: SELF, call: () => r('/api/customers') },
  'POST /api/customers': { expect: SELF, call: (f) => r('/api/customers', customerInput(f.tag)) },
  'POST /api/customers/import': { expect: SELF, call: () => r('/api/customers/import?dryRun=true', IMPORT_CSV, { 'content-type': 'text/csv' }) },
  'DELETE /api/customers/import/:importId': { expect: PERSONAL, destructive: true, call: (f) => r(`/api/customers/import/${f.customerImport.id}`) },
  'GET /api/customers/export.csv': { expect: SELF, call: () => r('/api/customers/export.csv') },
  'POST /api/account/export': { expect: SELF, call: () => r('/api/account/export', {}) },
  'GET /api/account/export/:id': { expect: PERSONAL, call: (f) => r(`/api/account/export/${f.dataExport.id}`) },
  'GET /api/customers/:id': { expect: OWNED, call: (f) => r(`/api/customers/${f.customer.id}`) },
  'POST /api/customers/:id/vehicles': { expect: PERSONAL, call: (f) => r(`/api/customers/${f.customer.id}/vehicles`, vehicleInput) },
  'POST /api/appointments': { expect: PERSONAL, call: (f) => r('/api/appointments', { customerId: f.customer.id, ...recordInput }) },
  'PATCH /api/vehicles/:id': { expect: PERSONAL, call: (f) => r(`/api/vehicles/${f.vehicle.id}`, { color: 'Red' }) },
  'DELETE /api/vehicles/:id': { expect: PERSONAL, destructive: true, call: (f) => r(`/api/vehicles/${f.vehicle.id}`) },
  'PATCH /api/appointments/:id': { expect: PERSONAL, call: (f) => r(`/api/appointments/${f.record.id}`, { notes: 'Waxed' }) },
  'DELETE /api/appointments/:id': { expect: PERSONAL, destructive: true, call: (f) => r(`/api/appointments/${f.record.id}`) },
  'POST /api/booking/:subdomain/requests': { expect: PUBLIC, call: (f) => r(`/api/booking/${f.business.subdomain}/requests`, visitorInput(f.tag)) },
  'GET /api/availability': { expect: BUSINESS, call: () => r('/api/availability') },
  'PUT /api/availability': { expect: BUSINESS, call: () => r('/api/availability', { bufferMinutes: 20 }) },
  'GET /api/booking/:subdomain/availability': {
    expect: PUBLIC,
    call: (f) => r(`/api/booking/${f.business.subdomain}/availability?serviceId=${f.service.id}&from=2030-01-07&to=2030-01-08`),
  },
  'POST /api/booking/:subdomain/quote': {
    expect: PUBLIC,
    call: (f) => r(`/api/booking/${f.business.subdomain}/quote`, { serviceId: f.service.id, vehicleMake: 'Honda', vehicleModel: 'Civic' }),
  },
  'GET /api/vehicle-size': { expect: PUBLIC, call: () => r('/api/vehicle-size?year=2020&make=Ford&model=F-150') },
  'POST /api/booking/:subdomain/bookings': {
    expect: REQUEST_MODE,
    call: (f) => r(`/api/booking/${f.business.subdomain}/bookings`, { ...instantInput(f.service.id), vehicleYear: 2020 }),
  },
  'GET /api/bookings/manage/:token': { expect: PUBLIC, call: (f) => r(`/api/bookings/manage/${f.manage.token}`) },
  'POST /api/bookings/manage/:token/cancel': { expect: TOO_LATE, call: (f) => r(`/api/bookings/manage/${f.manage.token}/cancel`, {}) },
  'POST /api/bookings/manage/:token/reschedule': { expect: TOO_LATE, call: (f) => r(`/api/bookings/manage/${f.manage.token}/reschedule`, { start: '2030-01-08T15:00:00Z' }) },
  'GET /api/pay/:token': { expect: PUBLIC, call: (f) => r(`/api/pay/${f.payInvoice.token}`) },
  'POST /api/pay/:token/checkout': { expect: NO_CARDS, call: (f) => r(`/api/pay/${f.payInvoice.token}/checkout`, { tipPercent: 20 }) },
  'POST /api/appointments/:id/deposit-link': { expect: DEPOSIT_NOT_ASKABLE_HERE, call: (f) => r(`/api/appointments/${f.record.id}/deposit-link`) },
  'POST /api/invoices/:id/refund': { expect: NOTHING_PAID, call: (f) => r(`/api/invoices/${f.payInvoice.id}/refund`) },
  'GET /api/booking-requests': { expect: SELF, call: () => r('/api/booking-requests') },
  'POST /api/booking-requests/:id/accept': { expect: PERSONAL, destructive: true, call: (f) => r(`/api/booking-requests/${f.bookingRequest.id}/accept`, acceptInput) },
  'POST /api/booking-requests/:id/decline': { expect: PERSONAL, destructive: true, call: (f) => r(`/api/booking-requests/${f.bookingRequest.id}/decline`, {}) },
  'GET /api/schedule': { expect: SELF, call: () => r('/api/schedule?from=2026-01-01&to=2027-12-31') },
  'GET /api/calendar-feed': { expect: SELF, call: () => r('/api/calendar-feed') },
  'POST /api/calendar-feed': { expect: SELF, call: () => r('/api/calendar-feed') },
  'DELETE /api/calendar-feed': { expect: SELF, call: () => r('/api/calendar-feed') },
  'POST /api/payments/connect': { expect: STRIPE_NOT_SET_UP, call: () => r('/api/payments/connect') },
  'GET /api/payments/account': { expect: SELF, call: () => r('/api/payments/account') },
  'POST /api/appointments/:id/invoice': { expect: PERSONAL, call: (f) => r(`/api/appointments/${f.doneJob.id}/invoice`) },
  'GET /api/invoices': { expect: SELF, call: () => r('/api/invoices?status=draft') },
  'GET /api/invoices/:id': { expect: OWNED, call: (f) => r(`/api/invoices/${f.invoice.id}`) },
  'PATCH /api/invoices/:id': { expect: PERSONAL, call: (f) => r(`/api/invoices/${f.invoice.id}`, { notes: 'Thanks', taxRate: '8.25' }) },
  'POST /api/invoices/:id/send': { expect: PERSONAL, call: (f) => r(`/api/invoices/${f.invoice.id}/send`, { email: true }) },
  'POST /api/invoices/:id/payments': { expect: PERSONAL, call: (f) => r(`/api/invoices/${f.invoice.id}/payments`, { method: 'cash', amount: '10.00' }) },
  'POST /api/invoices/:id/void': { expect: PERSONAL, destructive: true, call: (f) => r(`/api/invoices/${f.invoice.id}/void`) },
  'POST /api/invoices/:id/issue': { expect: PERSONAL, destructive: true, call: (f) => r(`/api/invoices/${f.invoice.id}/issue`) },
  'DELETE /api/invoices/:id/payments/:paymentId': { expect: PERSONAL, destructive: true, call: (f) => r(`/api/invoices/${f.cashPayment.invoice.id}/payments/${f.cashPayment.id}`) },
  'GET /api/money/summary': { expect: SELF, call: () => r('/api/money/summary?from=2026-01-01&to=2026-12-31') },
  'GET /api/coach': { expect: SELF, call: () => r('/api/coach') },
  'POST /api/coach/:id/dismiss': { expect: SELF, call: () => r('/api/coach/invoices-unpaid/dismiss') },
  // Each caller's own invoices (B's and the admin's file is empty; A's customers are searched for in it).
  'GET /api/money/export.csv': { expect: SELF, call: () => r('/api/money/export.csv?from=2026-01-01&to=2030-12-31') },
  'GET /api/support/tickets': { expect: SELF, call: () => r('/api/support/tickets') },
  'GET /api/support/tickets/:id': { expect: OWNED, call: (f) => r(`/api/support/tickets/${f.ticket.id}`) },
  'POST /api/support/ticket': { expect: SELF, call: () => r('/api/support/ticket', { category: 'Technical Issue', subject: 'Help', message: 'Please help' }) },
  'POST /api/support/tickets/:id/messages': {
    expect: PERSONAL,
    call: (f) => r(`/api/support/tickets/${f.ticket.id}/messages`, { message: 'More detail' }),
  },
  'PATCH /api/customers/:id': { expect: PERSONAL, call: (f) => r(`/api/customers/${f.customer.id}`, { smsConsent: true }) },
  'GET /api/message-settings': { expect: SELF, call: () => r('/api/message-settings') },
  'PUT /api/message-settings': { expect: SELF, call: () => r('/api/message-settings', { templates: [{ kind: 'reminder', offsetMinutes: 120 }] }) },
  'GET /api/customers/:id/messages': { expect: OWNED, call: (f) => r(`/api/customers/${f.customer.id}/messages`) },
  'GET /api/messages/to-text': { expect: SELF, call: () => r('/api/messages/to-text') },
  'POST /api/messages/:id/mark-sent': { expect: PERSONAL, call: (f) => r(`/api/messages/${f.message.id}/mark-sent`) },
  'POST /api/messages/:id/cancel': { expect: PERSONAL, call: (f) => r(`/api/messages/${f.message.id}/cancel`) },
  'POST /api/appointments/:id/review-request': { expect: NO_REVIEW_LINK, call: (f) => r(`/api/appointments/${f.doneJob.id}/review-request`) },
  'POST /api/booking-page/shared': { expect: SELF, call: () => r('/api/booking-page/shared', {}) },
  'POST /api/appointments/:id/on-my-way': { expect: NOT_TODAY_JOB, call: (f) => r(`/api/appointments/${f.record.id}/on-my-way`, { etaMinutes: 15 }) },
  'GET /api/admin/tickets': { expect: ADMIN, call: () => r('/api/admin/tickets') },
  'GET /api/admin/tickets/unread/count': { expect: ADMIN, call: () => r('/api/admin/tickets/unread/count') },
  'GET /api/admin/tickets/:id': { expect: ADMIN, call: (f) => r(`/api/admin/tickets/${f.ticket.id}`) },
  'PATCH /api/admin/tickets/:id': { expect: ADMIN, call: (f) => r(`/api/admin/tickets/${f.ticket.id}`, { status: 'resolved' }) },
  'POST /api/admin/tickets/:id/reply': { expect: ADMIN, call: (f) => r(`/api/admin/tickets/${f.ticket.id}/reply`, { message: 'On it' }) },
  'GET /api/admin/users': { expect: ADMIN, call: () => r('/api/admin/users') },
  'GET /api/admin/users/unverified': { expect: ADMIN, call: () => r('/api/admin/users/unverified') },
  'GET /api/admin/overview': { expect: ADMIN, call: () => r('/api/admin/overview') },
  'POST /api/admin/users/:id/verify': { expect: ADMIN, call: (f) => r(`/api/admin/users/${f.a.id}/verify`) },
  'POST /api/admin/users/:id/notify': { expect: ADMIN, call: (f) => r(`/api/admin/users/${f.a.id}/notify`) },
  'DELETE /api/admin/users/:id': { expect: ADMIN, destructive: true, call: (f) => r(`/api/admin/users/${f.a.id}`) },
  'GET /api/admin/tasks': { expect: ADMIN, call: () => r('/api/admin/tasks') },
  'POST /api/admin/tasks': { expect: ADMIN, call: (f) => r('/api/admin/tasks', taskInput(`${f.tag}${crypto.randomInt(1e9)}`)) },
  'PUT /api/admin/tasks/:id': { expect: ADMIN, call: (f) => r(`/api/admin/tasks/${f.task.id}`, taskInput(f.tag)) },
  'DELETE /api/admin/tasks/:id': { expect: ADMIN, destructive: true, call: (f) => r(`/api/admin/tasks/${f.task.id}`) },
  'POST /api/admin/tasks/import': {
    expect: ADMIN,
    call: (f) => r('/api/admin/tasks/import', { filename: 'tasks.csv', mode: 'add', tasks: [taskInput(`rimp${f.tag}${crypto.randomInt(1e9)}`)] }),
  },
  'GET /api/admin/csv-uploads': { expect: ADMIN, call: () => r('/api/admin/csv-uploads') },
  'DELETE /api/admin/csv-uploads/:id': { expect: ADMIN, destructive: true, call: (f) => r(`/api/admin/csv-uploads/${f.upload.id}`) },
  'POST /api/admin/csv-uploads/:id/restore': { expect: ADMIN, destructive: true, call: (f) => r(`/api/admin/csv-uploads/${f.upload.id}/restore`) },
  'GET /api/admin/tasks/export.csv': { expect: ADMIN, call: () => r('/api/admin/tasks/export.csv') },
  'GET /api/admin/users/:id': { expect: ADMIN, call: (f) => r(`/api/admin/users/${f.a.id}`) },
  'POST /api/admin/users/:id/view-as': { expect: ADMIN, call: (f) => r(`/api/admin/users/${f.a.id}/view-as`) },
  'GET /api/admin/audit': { expect: ADMIN, call: (f) => r(`/api/admin/audit?subject=${f.a.id}`) },
};

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await startTestApp();
  // One real registration gives a real argon2 hash; fixtures reuse it, so they cost no hashing.
  const seed = await t.owner();
  passwordHash = (await t.prisma.user.findUniqueOrThrow({ where: { id: seed.user.id } })).passwordHash;
});
afterAll(() => t?.close());

async function signedIn(userId: string) {
  return (await t.app.services.sessions.start(userId, 'matrix')).split(';')[0];
}

async function makeUser(tag: string, name: string, extra: { isAdmin?: boolean } = {}) {
  const user = await t.prisma.user.create({
    data: {
      email: `${name}.${tag}@example.com`,
      firstName: `${name}${tag}`,
      lastName: 'Matrix',
      passwordHash,
      paymentVerified: true,
      onboardingCompleted: true,
      ...extra,
    },
  });
  const cookie = await signedIn(user.id);
  const session = await t.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
  return { id: user.id, email: user.email, cookie, session: publicSessionId(session.id) };
}

/** A's business, customer with a vehicle and a record, ticket and token; B; an admin; admin content. */
async function fixture(): Promise<Fixture> {
  const tag = crypto.randomBytes(4).toString('hex');
  const [a, b, admin] = await Promise.all([makeUser(tag, 'alpha'), makeUser(tag, 'bravo'), makeUser(tag, 'admin', { isAdmin: true })]);
  const subdomain = `alpha${tag}`;
  const alpha = await t.prisma.business.create({
    data: {
      ownerId: a.id,
      businessName: `Alpha Shine ${tag}`,
      subdomain,
      city: 'Olathe',
      state: 'KS',
      zipCode: '66062',
      // Invoice 1 is the fixture's.
      nextInvoiceNumber: 2,
      services: { create: [{ name: 'Wash', price: '50' }] },
      // Open around the clock: the rows moving a scheduled job are within the hours (#47.13) at any time.
      weeklyHours: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ start: '00:00', end: '24:00' }]])),
    },
    include: { services: true },
  });
  await t.prisma.business.create({
    data: { ownerId: b.id, businessName: `Bravo Shine ${tag}`, subdomain: `bravo${tag}`, city: 'Olathe', state: 'KS', zipCode: '66062' },
  });
  const customerImport = await t.prisma.customerImport.create({ data: { ownerId: a.id, rows: 1, created: 1, merged: 0, skipped: 0, invalid: 0 } });
  await t.prisma.customer.create({ data: { ownerId: a.id, firstName: 'Imported', lastName: `Secretcustomer${tag}`, phone: '9135550188', phoneDigits: '9135550188', importId: customerImport.id } });
  const dataExport = await t.prisma.dataExport.create({
    data: { ownerId: a.id, status: 'ready', readyAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000), file: new Uint8Array([80, 75, 5, 6]), bytes: 4 },
  });
  const customer = await t.prisma.customer.create({
    data: {
      ownerId: a.id,
      firstName: `Secretcustomer${tag}`,
      lastName: 'Alpha',
      phone: '(913) 555-0100',
      phoneDigits: '9135550100',
      vehicles: { create: [{ make: 'Toyota', model: 'Camry', licensePlate: `SECRET${tag}` }] },
      serviceRecords: {
        create: [{ serviceDate: new Date('2026-10-01'), totalAmount: '99.00', status: 'scheduled', notes: `Secretnote${tag}`, manageTokenHash: manageTokenHash(`manage-${tag}-${'x'.repeat(30)}`) }],
      },
    },
    include: { vehicles: true, serviceRecords: true },
  });
  const bookingRequest = await t.prisma.bookingRequest.create({
    data: {
      ownerId: a.id,
      name: `Secretvisitor${tag}`,
      phone: '(913) 555-0166',
      serviceName: 'Wash',
      vehicleMake: 'Mazda',
      vehicleModel: 'Miata',
      preferredDate: new Date(`${inDays(3)}T00:00:00Z`),
      preferredTime: 'afternoon',
      address: `Secretaddress${tag}`,
    },
  });
  const payToken = `pay-${tag}-${'y'.repeat(30)}`;
  const payInvoice = await t.prisma.invoice.create({
    data: {
      ownerId: a.id,
      number: 900,
      customerId: customer.id,
      status: 'sent',
      subtotal: '99.00',
      total: '99.00',
      dueDate: new Date('2030-01-01'),
      payToken,
      lines: { create: [{ description: 'Wash', unitPrice: '99.00', position: 0 }] },
    },
  });
  // A's invoice partly paid in cash, whose payment A may remove.
  const cashInvoice = await t.prisma.invoice.create({
    data: {
      ownerId: a.id,
      number: 901,
      customerId: customer.id,
      status: 'partially_paid',
      subtotal: '99.00',
      total: '99.00',
      amountPaid: '10.00',
      dueDate: new Date('2030-01-01'),
      payToken: `cash-${tag}-${'c'.repeat(30)}`,
      lines: { create: [{ description: 'Wash', unitPrice: '99.00', position: 0 }] },
      payments: { create: [{ method: 'cash', amount: '10.00', note: `Secretcash${tag}` }] },
    },
    include: { payments: true },
  });
  // A's job asks a deposit by its pay link (A's business cannot take cards: paying it is a 409 for everyone).
  const depositToken = `dep-${tag}-${'z'.repeat(30)}`;
  await t.prisma.serviceRecord.update({
    where: { id: customer.serviceRecords[0].id },
    data: { depositAmount: '25.00', depositPayToken: depositToken, depositDueAt: new Date(Date.now() + 86_400_000) },
  });
  const ticket = await t.prisma.ticket.create({
    data: { ownerId: a.id, category: 'Billing', subject: `Secretticket${tag}`, messages: { create: [{ authorId: a.id, message: 'Help me' }] } },
  });
  const token = await t.prisma.apiToken.create({ data: { userId: a.id, name: `Secrettoken${tag}`, tokenHash: hashToken(`lp_${tag}`), prefix: 'lp_xxx' } });
  const message = await t.prisma.customerMessage.create({
    data: { ownerId: a.id, customerId: customer.id, kind: 'reminder', channel: 'manual_sms', dueAt: new Date(Date.now() - 60_000), to: '+19135550100', body: `Secretmessage${tag}` },
  });
  const payer = await t.prisma.customer.create({
    data: {
      ownerId: a.id,
      firstName: `Secretpayer${tag}`,
      lastName: 'Alpha',
      email: `payer.${tag}@example.com`,
      phone: '(913) 555-0101',
      phoneDigits: '9135550101',
      serviceRecords: {
        create: [
          { serviceDate: new Date('2026-11-02'), totalAmount: '120.00', status: 'completed', serviceName: 'Full detail' },
          { serviceDate: new Date('2026-11-03'), totalAmount: '80.00', status: 'completed', serviceName: 'Wash' },
        ],
      },
    },
    include: { serviceRecords: { orderBy: { serviceDate: 'asc' } } },
  });
  const invoice = await t.prisma.invoice.create({
    data: {
      ownerId: a.id,
      number: 1,
      customerId: payer.id,
      appointmentId: payer.serviceRecords[1].id,
      subtotal: '80.00',
      total: '80.00',
      dueDate: new Date('2026-12-01'),
      notes: `Secretinvoice${tag}`,
      payToken: `pay${tag}${crypto.randomBytes(16).toString('hex')}`,
      lines: { create: [{ description: 'Wash', quantity: '1', unitPrice: '80.00', position: 0 }] },
    },
  });
  const article = await t.prisma.article.create({ data: { ...articleInput, status: 'published' } });
  const email = await t.prisma.emailOutbox.create({ data: { kind: 'test', to: `outbox${tag}@example.com`, subject: 'S', text: 'T', html: '<p>T</p>' } });
  const script = await t.prisma.scriptTemplate.create({ data: scriptInput });
  // The program before it: none (restoreCsvUpload puts that back, emptying the table).
  const upload = await t.prisma.csvUpload.create({ data: { filename: 'x.csv', mode: 'add', taskCount: 1, snapshot: [] } });
  const task = await t.prisma.dailyTask.create({
    data: { taskId: `task-${tag}`, title: 'T', description: 'D', week: 1, day: 1, checklist: [], csvUploadId: upload.id },
  });
  return {
    tag,
    a,
    b,
    admin,
    business: { subdomain },
    service: { id: alpha.services[0].id, gid: toGlobalId('Service', alpha.services[0].id) },
    customer: { id: customer.id, gid: toGlobalId('Customer', customer.id) },
    customerImport: { id: customerImport.id, gid: toGlobalId('CustomerImport', customerImport.id) },
    dataExport: { id: dataExport.id, gid: toGlobalId('DataExport', dataExport.id) },
    vehicle: { id: customer.vehicles[0].id, gid: toGlobalId('Vehicle', customer.vehicles[0].id) },
    record: { id: customer.serviceRecords[0].id, gid: toGlobalId('ServiceRecord', customer.serviceRecords[0].id) },
    bookingRequest: { id: bookingRequest.id, gid: toGlobalId('BookingRequest', bookingRequest.id) },
    manage: { token: `manage-${tag}-${'x'.repeat(30)}` },
    payInvoice: { id: payInvoice.id, gid: toGlobalId('Invoice', payInvoice.id), token: payToken },
    depositToken,
    ticket: { id: ticket.id, gid: toGlobalId('Ticket', ticket.id) },
    token: { gid: toGlobalId('ApiToken', token.id) },
    article: { id: article.id, gid: toGlobalId('Article', article.id) },
    email: { id: email.id },
    script: { id: script.id, gid: toGlobalId('ScriptTemplate', script.id) },
    task: { id: task.id, gid: toGlobalId('DailyTask', task.id) },
    upload: { id: upload.id, gid: toGlobalId('CsvUpload', upload.id) },
    message: { id: message.id, gid: toGlobalId('CustomerMessage', message.id) },
    doneJob: { id: payer.serviceRecords[0].id, gid: toGlobalId('ServiceRecord', payer.serviceRecords[0].id) },
    invoice: { id: invoice.id, gid: toGlobalId('Invoice', invoice.id), payToken: invoice.payToken },
    cashPayment: {
      invoice: { id: cashInvoice.id, gid: toGlobalId('Invoice', cashInvoice.id) },
      id: cashInvoice.payments[0].id,
      gid: toGlobalId('InvoicePayment', cashInvoice.payments[0].id),
    },
  };
}

/** A's private data: none of it may reach a signed-out caller or B. */
const secretsOf = (f: Fixture) => [
  f.a.email,
  `Secretcustomer${f.tag}`,
  `SECRET${f.tag}`,
  `Secretticket${f.tag}`,
  `Secrettoken${f.tag}`,
  `Secretvisitor${f.tag}`,
  `Secretaddress${f.tag}`,
  `Secretnote${f.tag}`,
  `Secretmessage${f.tag}`,
  `Secretpayer${f.tag}`,
  `Secretinvoice${f.tag}`,
  `Secretcash${f.tag}`,
  f.invoice.payToken,
];

const restStatus: Record<number, Outcome> = { 200: 'ok', 201: 'ok', 202: 'ok', 204: 'ok', 410: 'gone', 400: 'invalid', 401: 'unauthenticated', 403: 'forbidden', 404: 'hidden', 409: 'conflict' };
const typenameOutcome: Record<string, Outcome> = { NotFoundError: 'hidden', ValidationError: 'invalid', ConflictError: 'conflict', AuthenticationError: 'unauthenticated', GoneError: 'gone' };

async function run(call: Call, f: Fixture, role: Role): Promise<{ outcome: Outcome | string; text: string }> {
  const cookie = role === 'signedOut' ? undefined : role === 'owner' ? f.a.cookie : role === 'other' ? f.b.cookie : f.admin.cookie;
  const c = t.caller(cookie);
  if ('rest' in call) {
    const [method, ...rest] = call.rest.split(' ');
    const path = rest.join(' ');
    const res = await c.send(method, path, call.body, call.headers);
    const text = await res.text();
    return { outcome: restStatus[res.status] ?? `status ${res.status}: ${text}`, text };
  }
  if (call.subscription) {
    const sub = await subscribe(t.app.fetch, { cookie, query: call.gql, variables: call.variables });
    try {
      const first = await sub.next(300).catch(() => 'open' as const);
      if (first === 'open') return { outcome: 'ok', text: '' };
      return { outcome: classify(first ?? {}), text: JSON.stringify(first) };
    } finally {
      sub.close();
    }
  }
  const body = await c.gql(call.gql, call.variables);
  return { outcome: classify(body), text: JSON.stringify(body) };
}

function classify(body: { data?: Record<string, LooseJson> | null; errors?: { message: string; extensions?: { code?: string } }[] }): Outcome | string {
  const code = body.errors?.[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return 'unauthenticated';
  if (code === 'FORBIDDEN') return 'forbidden';
  if (body.errors?.length) return `error: ${body.errors[0].message}`;
  const value = Object.values(body.data ?? {})[0];
  if (value === null || (Array.isArray(value) && value.length > 0 && value.every((v) => v === null))) return 'hidden';
  const typename = value && typeof value === 'object' && '__typename' in value ? String(value.__typename) : '';
  if (typename in typenameOutcome) return typenameOutcome[typename];
  return typename.endsWith('Error') ? typename : 'ok';
}

const ROLES: Role[] = ['signedOut', 'other', 'admin', 'owner'];

async function check(row: Row) {
  const shared = row.destructive ? null : await fixture();
  const actual = {} as Record<Role, Outcome | string>;
  for (const role of ROLES) {
    const f = shared ?? (await fixture());
    const { outcome, text } = await run(row.call(f, role), f, role);
    actual[role] = outcome;
    if (role === 'signedOut' || role === 'other') {
      for (const secret of secretsOf(f)) expect(text, `${role} must not see ${secret}`).not.toContain(secret);
    }
  }
  return actual;
}

describe('authorization matrix', () => {
  it('has a row for every GraphQL root field and every REST route, and none for what is gone', () => {
    const fields = ['Query', 'Mutation', 'Subscription'].flatMap((name) =>
      Object.keys((schema.getType(name) as GraphQLObjectType).getFields()),
    );
    expect(Object.keys(graphqlRows).sort()).toEqual(fields.sort());
    expect(Object.keys(restTable).sort()).toEqual(restRows.map((row) => `${row.method} ${row.path}`).sort());
  });

  it.each(Object.entries(graphqlRows))('GraphQL %s', async (_name, row) => {
    expect(await check(row)).toEqual(row.expect);
  });

  it.each(Object.entries(restTable))('REST %s', async (route, row) => {
    const [method] = route.split(' ');
    const actual = await check({ ...row, call: (f, role) => {
      const call = row.call(f, role) as { rest: string; body?: unknown; headers?: Record<string, string> };
      return { rest: `${method} ${call.rest}`, body: call.body, headers: call.headers };
    } });
    expect(actual).toEqual(row.expect);
  });
});

/**
 * What only the person may do, signed in with a cookie: credentials that outlive a token (API tokens,
 * the calendar feed's secret address) cannot be read, made or removed with A's API token (403), and
 * links that decide where the business's money goes (Stripe onboarding, the billing portal) are not
 * handed to one, whatever the server's configuration (this app has no Stripe: still 403, not 400).
 * Reviewed and left to tokens: an invoice's pay link and a deposit's (a customer's way to pay the
 * business, into its own account; tools send them), a visitor's manage link (never shown to the
 * owner at all), and "Download all my data" (a token reads all that data already; its `url` asks for the
 * caller's own credential, and the link that opens the file alone goes only to the owner's email).
 */
const SESSION_ONLY: Record<string, (f: Fixture) => Call> = {
  createApiToken: () => q(`mutation { createApiToken(input: { name: "cli" }) { ${RESULT} } }`),
  revokeApiToken: (f) => q(`mutation($id: ID!) { revokeApiToken(id: $id) { ${RESULT} } }`, { id: f.token.gid }),
  'viewer.calendarFeedUrl': () => q('{ viewer { calendarFeedUrl } }'),
  rotateCalendarFeed: () => q('mutation { rotateCalendarFeed }'),
  deleteCalendarFeed: () => q('mutation { deleteCalendarFeed }'),
  'GET /api/calendar-feed': () => r('GET /api/calendar-feed'),
  'POST /api/calendar-feed': () => r('POST /api/calendar-feed'),
  'DELETE /api/calendar-feed': () => r('DELETE /api/calendar-feed'),
  connectStripe: () => q(`mutation { connectStripe { ${RESULT} } }`),
  'POST /api/payments/connect': () => r('POST /api/payments/connect', {}),
  createBillingPortalSession: () => q(`mutation { createBillingPortalSession { ${RESULT} } }`),
  changePassword: () => q(`mutation { changePassword(input: { currentPassword: "password123", newPassword: "password123" }) { ${RESULT} } }`),
  signOutSession: (f) => q(`mutation($id: String!) { signOutSession(id: $id) { ${RESULT} } }`, { id: f.a.session }),
  signOutOtherSessions: () => q('mutation { signOutOtherSessions }'),
  'POST /api/account/password': () => r('POST /api/account/password', { currentPassword: 'password123', newPassword: 'password123' }),
  'DELETE /api/account/sessions/:id': (f) => r(`DELETE /api/account/sessions/${f.a.session}`),
  'DELETE /api/account/sessions': () => r('DELETE /api/account/sessions'),
  setupTwoFactor: () => q(`mutation { setupTwoFactor { ${RESULT} } }`),
  closeAccount: () => q(`mutation { closeAccount(input: { password: "password123" }) { ${RESULT} } }`),
  'POST /api/account/close': () => r('POST /api/account/close', { password: 'password123' }),
  enableTwoFactor: () => q(`mutation { enableTwoFactor(code: "000000") { ${RESULT} } }`),
  disableTwoFactor: () => q(`mutation { disableTwoFactor(input: { password: "password123", code: "000000" }) { ${RESULT} } }`),
  'POST /api/account/two-factor/setup': () => r('POST /api/account/two-factor/setup'),
  'POST /api/account/two-factor/enable': () => r('POST /api/account/two-factor/enable', { code: '000000' }),
  'POST /api/account/two-factor/disable': () => r('POST /api/account/two-factor/disable', { password: 'password123', code: '000000' }),
};

/**
 * The operator's newer admin operations (#57, `ADMIN_PERSON`): refused to any API token, an admin's
 * included (403). Each also has its row in the matrix above.
 */
const ADMIN_SESSION_ONLY: Record<string, (f: Fixture) => Call> = {
  adminOwner: (f) => q('query($id: ID!) { adminOwner(userId: $id) { programDay } }', { id: toGlobalId('User', f.a.id) }),
  adminAudit: () => q('{ adminAudit(first: 5) { totalCount } }'),
  startViewAs: (f) => q(`mutation($id: ID!) { startViewAs(userId: $id) { ${RESULT} } }`, { id: toGlobalId('User', f.a.id) }),
  'GET /api/admin/users/:id': (f) => r(`GET /api/admin/users/${f.a.id}`),
  'POST /api/admin/users/:id/view-as': (f) => r(`POST /api/admin/users/${f.a.id}/view-as`),
  'GET /api/admin/audit': () => r('GET /api/admin/audit'),
  supportNotifySettings: () => q('{ supportNotifySettings { sendsTo } }'),
  setSupportNotifyEmail: () => q(`mutation { setSupportNotifyEmail(email: "") { ${RESULT} } }`),
  'TicketRequester.account': (f) => q('query($id: ID!) { node(id: $id) { ... on Ticket { requester { account { programDay } } } } }', { id: f.ticket.gid }),
  uploadArticleImage: () => q(`mutation($i: String!) { uploadArticleImage(image: $i) { ${RESULT} } }`, { i: WEBP_BASE64 }),
  'POST /api/admin/learning/images': () => r('POST /api/admin/learning/images', IMAGE_FORM.body, IMAGE_FORM.headers),
  adminOutbox: () => q('{ adminOutbox(first: 5) { totalCount } }'),
  adminOutboxKinds: () => q('{ adminOutboxKinds }'),
  adminEmailSending: () => q('{ adminEmailSending }'),
  'GET /api/admin/outbox': () => r('GET /api/admin/outbox'),
  resendEmail: (f) => q(`mutation($id: ID!) { resendEmail(id: $id) { ${RESULT} } }`, { id: f.email.id }),
  'POST /api/admin/outbox/:id/resend': (f) => r(`POST /api/admin/outbox/${f.email.id}/resend`),
  adminPaymentUsers: () => q('{ adminPaymentUsers(first: 5, group: overdue) { totalCount } }'),
  adminDeletionPreview: (f) => q('query($id: ID!) { adminDeletionPreview(userId: $id) { email } }', { id: toGlobalId('User', f.a.id) }),
  adminOverview: () => q('{ adminOverview { payingOwners } }'),
  'GET /api/admin/overview': () => r('GET /api/admin/overview'),
  restoreCsvUpload: (f) => q(`mutation($id: ID!) { restoreCsvUpload(id: $id) { ${RESULT} } }`, { id: f.upload.gid }),
  'POST /api/admin/csv-uploads/:id/restore': (f) => r(`POST /api/admin/csv-uploads/${f.upload.id}/restore`),
  taskExportCsv: () => q('{ taskExportCsv }'),
  'GET /api/admin/tasks/export.csv': () => r('GET /api/admin/tasks/export.csv'),
};

/** The links reviewed and left to API tokens (see SESSION_ONLY). */
const TOKEN_LINKS: Record<string, (f: Fixture) => Call> = {
  'Invoice.payUrl': (f) => q('query($id: ID!) { node(id: $id) { ... on Invoice { payUrl } } }', { id: f.payInvoice.gid }),
  'DataExport.url': (f) => q('query($id: ID!) { dataExport(id: $id) { url } }', { id: f.dataExport.gid }),
  requestDataExport: () => q(`mutation { requestDataExport { ${RESULT} } }`),
};

describe('with an API token', () => {
  async function asToken(call: Call, f: Fixture) {
    const c = t.caller();
    const authorization = { authorization: `Bearer lp_${f.tag}` };
    if ('rest' in call) {
      const [method, path] = call.rest.split(' ');
      const res = await c.send(method, path, call.body, authorization);
      return restStatus[res.status] ?? `status ${res.status}`;
    }
    const res = await c.send('POST', '/graphql', { query: call.gql, variables: call.variables }, authorization);
    return classify(await res.json());
  }

  it('acts as its owner elsewhere', async () => {
    const f = await fixture();
    expect(await asToken(q('{ viewer { id } }'), f)).toBe('ok');
    expect(await asToken(r('GET /api/schedule'), f)).toBe('ok');
  });

  it.each(Object.entries(TOKEN_LINKS))('%s is answered to a token', async (_name, call) => {
    const f = await fixture();
    expect(await asToken(call(f), f)).toBe('ok');
  });

  it.each(Object.entries(ADMIN_SESSION_ONLY))("%s is refused (403) to an admin's API token", async (_name, call) => {
    const f = await fixture();
    const secret = `lp_adm${f.tag}`;
    await t.prisma.apiToken.create({ data: { userId: f.admin.id, name: 'ops', tokenHash: hashToken(secret), prefix: 'lp_xxx' } });
    const c = t.caller();
    const authorization = { authorization: `Bearer ${secret}` };
    const c2 = call(f);
    const res =
      'rest' in c2
        ? await c.send(c2.rest.split(' ')[0], c2.rest.split(' ')[1], c2.body, authorization)
        : await c.send('POST', '/graphql', { query: c2.gql, variables: c2.variables }, authorization);
    expect('rest' in c2 ? (restStatus[res.status] ?? `status ${res.status}`) : classify(await res.json())).toBe('forbidden');
  });

  it.each(Object.entries(SESSION_ONLY))('%s is refused (403): only the person signed in may', async (_name, call) => {
    const f = await fixture();
    const token = crypto.randomBytes(18).toString('base64url');
    await t.prisma.user.update({ where: { id: f.a.id }, data: { calendarFeedToken: token } });
    expect(await asToken(call(f), f)).toBe('forbidden');
    const after = await t.prisma.user.findUniqueOrThrow({ where: { id: f.a.id }, include: { apiTokens: true } });
    expect(after.calendarFeedToken).toBe(token);
    expect(after.apiTokens).toHaveLength(1);
  });
});
