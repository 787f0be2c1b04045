// The customer CSV import and export (issue 56): the fields a column can fill, how a column's header is
// guessed from the usual exports (a spreadsheet, Google Contacts, Square, Jobber, this product's own),
// the limits and the messages. The server parses and decides; the client shows the same names.
import Papa from 'papaparse';
import { CSV_WRITE } from './csv.js';

export const IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'fullName',
  'phone',
  'email',
  'street',
  'city',
  'state',
  'zip',
  'vehicleYear',
  'vehicleMake',
  'vehicleModel',
  'notes',
  'smsConsent',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** A column → field mapping; a column mapped to null (or left out) is ignored. */
export type ColumnMapping = { column: string; field: ImportField | null }[];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name (first and last)',
  phone: 'Phone',
  email: 'Email',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  vehicleYear: 'Vehicle year',
  vehicleMake: 'Vehicle make',
  vehicleModel: 'Vehicle model',
  notes: 'Notes',
  smsConsent: 'Agreed to texts',
};

export const DUPLICATE_MODES = ['skip', 'merge'] as const;
export type DuplicateMode = (typeof DUPLICATE_MODES)[number];

export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5_000_000;
/** An import can be undone this long after it was made. */
export const IMPORT_UNDO_HOURS = 24;
/** How many rows the preview shows. */
export const IMPORT_SAMPLE_ROWS = 5;
/** The consent source recorded on a customer whose consent came with an import the owner confirmed. */
export const IMPORT_CONSENT = 'import';

export const IMPORT_TOO_MANY_ROWS = `A file can hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} customers; split it into smaller files.`;
export const IMPORT_TOO_LARGE = `A file can be at most ${IMPORT_MAX_BYTES.toLocaleString('en-US')} bytes (5 MB); split it into smaller files.`;
export const IMPORT_NOT_CSV = 'This is not a CSV file: save the spreadsheet as CSV (comma-separated values) and choose that file.';
export const IMPORT_NO_ROWS = 'The file has a header row but no customers below it.';
export const IMPORT_NO_HEADER = 'The first row must name the columns (for example First name, Last name, Phone).';
export const IMPORT_UNKNOWN_COLUMN = (column: string) => `The file has no column named "${column}".`;
export const IMPORT_FIELD_TWICE = (field: ImportField) => `Two columns are set to ${IMPORT_FIELD_LABELS[field]}; choose one.`;
export const IMPORT_FULL_NAME_ONE_WORD = 'The full name needs a first and a last name.';
export const IMPORT_CONSENT_VALUE = 'Agreed to texts must be yes or no (or left empty).';
export const IMPORT_NOT_FOUND = 'Import not found';
export const IMPORT_TOO_OLD = `This import is more than ${IMPORT_UNDO_HOURS} hours old and can no longer be undone.`;

/** A header as it is compared: lowercase letters and digits only ("E-mail 1 - Value" → "email1value"). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The headers each field answers to, as headerKey gives them: a spreadsheet's plain names, Google
 * Contacts ("Given Name", "Phone 1 - Value", "Address 1 - Street"), Square ("Email Address",
 * "Street Address 1", "Postal Code", "Memo"), Jobber ("Main Phone #s", "E-mails", "Billing Street 1")
 * and this product's export (the labels above). Exact names only: "Email Subscription Status" is no email.
 */
const ALIASES: Record<ImportField, string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'fname', 'forename'],
  lastName: ['lastname', 'last', 'familyname', 'surname', 'lname'],
  fullName: ['fullname', 'name', 'customername', 'customer', 'clientname', 'client', 'displayname', 'contactname', 'contact'],
  phone: [
    'phone', 'phonenumber', 'phone1value', 'mobile', 'mobilephone', 'mobilenumber', 'mobilephones', 'cell', 'cellphone',
    'mainphones', 'mainphone', 'homephones', 'workphones', 'telephone', 'tel', 'phones', 'primaryphone',
  ],
  email: ['email', 'emailaddress', 'email1value', 'emails', 'mail', 'primaryemail'],
  street: [
    'street', 'streetaddress', 'streetaddress1', 'address', 'address1', 'addressline1', 'address1street',
    'billingstreet1', 'billingstreet', 'servicestreet1', 'propertystreet1', 'street1',
  ],
  city: ['city', 'town', 'address1city', 'billingcity', 'servicecity', 'propertycity'],
  state: ['state', 'province', 'region', 'stateprovince', 'address1region', 'billingstate', 'servicestate', 'propertystate'],
  zip: [
    'zip', 'zipcode', 'postalcode', 'postcode', 'address1postalcode', 'billingzipcode', 'billingzip', 'billingpostalcode',
    'servicezipcode', 'propertyzipcode',
  ],
  vehicleYear: ['vehicleyear', 'year', 'caryear'],
  vehicleMake: ['vehiclemake', 'make', 'carmake'],
  vehicleModel: ['vehiclemodel', 'model', 'carmodel'],
  notes: ['notes', 'note', 'memo', 'comments', 'comment'],
  smsConsent: [
    'agreedtotexts', 'smsconsent', 'textconsent', 'consenttotexts', 'smsoptin', 'textoptin', 'oktotext', 'texts',
    'sms', 'smssubscriptionstatus', 'textmessageconsent',
  ],
};
const FIELD_OF = new Map(Object.entries(ALIASES).flatMap(([field, keys]) => keys.map((k) => [k, field as ImportField] as const)));

/**
 * The guessed field of each column: the first column a field answers to gets it (Jobber's "Main Phone #s"
 * before its "Mobile Phone #s"); one full-name column only when first and last names are not both there.
 */
export function guessMapping(columns: string[]): ColumnMapping {
  const taken = new Set<ImportField>();
  const guessed = columns.map((column) => {
    const field = FIELD_OF.get(headerKey(column)) ?? null;
    if (!field || taken.has(field)) return { column, field: null };
    taken.add(field);
    return { column, field };
  });
  const bothNames = taken.has('firstName') && taken.has('lastName');
  return guessed.map((m) => (m.field === 'fullName' && bothNames ? { ...m, field: null } : m));
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'agreed', 'subscribed', 'optedin', 'optin', 'ok']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'unsubscribed', 'optedout', 'optout', 'none', 'notsubscribed']);
/** A consent cell: true, false, or null when it says neither. */
export function consentCell(cell: string): boolean | null {
  const key = headerKey(cell);
  return YES.has(key) ? true : NO.has(key) ? false : null;
}

/** One full-name cell as first and last name: the last word is the last name ("Mary Ann Lopez" → "Mary Ann", "Lopez"). */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] };
}

/** The columns of the export (one row per vehicle): each maps back to its field on import. */
export const EXPORT_COLUMNS = [
  IMPORT_FIELD_LABELS.firstName,
  IMPORT_FIELD_LABELS.lastName,
  IMPORT_FIELD_LABELS.phone,
  IMPORT_FIELD_LABELS.email,
  'Address',
  IMPORT_FIELD_LABELS.vehicleYear,
  IMPORT_FIELD_LABELS.vehicleMake,
  IMPORT_FIELD_LABELS.vehicleModel,
  IMPORT_FIELD_LABELS.notes,
  IMPORT_FIELD_LABELS.smsConsent,
] as const;

export interface ExportedCustomer {
  firstName: string;
  lastName: string;
  phone: string;
  email?: string | null;
  address?: string | null;
  notes?: string | null;
  smsConsentAt?: unknown;
  vehicles: readonly { year?: number | null; make: string; model: string }[];
}

/**
 * The customers export: one row per vehicle (a customer without one has a row of their own), so each
 * cell holds one value a spreadsheet can sort, and the file imports back with every column mapped
 * (with duplicates=merge, a customer's later rows add their vehicles). Written with CSV_WRITE.
 */
export function customersCsv(customers: readonly ExportedCustomer[]) {
  const data = customers.flatMap((c) => {
    const person = [c.firstName, c.lastName, c.phone, c.email ?? '', c.address ?? ''];
    const tail = [c.notes ?? '', c.smsConsentAt ? 'yes' : 'no'];
    const vehicles = c.vehicles.length ? c.vehicles : [null];
    return vehicles.map((v) => [...person, v?.year ? String(v.year) : '', v?.make ?? '', v?.model ?? '', ...tail]);
  });
  return Papa.unparse({ fields: [...EXPORT_COLUMNS], data }, CSV_WRITE);
}
