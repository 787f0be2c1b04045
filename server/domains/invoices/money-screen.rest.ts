// REST rows of the money screen: the summary of a range of the business's days, and the CSV export of
// the invoices issued in it (one row each: number, date, customer, status, total, deposit, paid, balance,
// payments; total - deposit - paid = balance). Both run viewer.moneySummary.
import Papa from 'papaparse';
import { CSV_WRITE } from '../../../common/csv.js';
import { graphql } from '../../rest/graphql.js';
import { RestError, type RestFile, type RestRow, restRow, viewerOf } from '../../rest/rest.js';
import { localDate } from '../../kernel/time.js';

/** The most invoices one CSV file holds; a range with more is refused (400) rather than cut short. */
export const EXPORT_LIMIT = 5000;
export const EXPORT_TOO_MANY = `That range has more than ${EXPORT_LIMIT} invoices; export a shorter range.`;
export const EXPORT_COLUMNS = ['number', 'date', 'customer', 'status', 'total', 'deposit', 'paid', 'balance', 'payments'] as const;

/** An invoice's payments for bookkeeping: "cash 2026-12-01 40.00; card 2026-12-02 140.00 (refunded)", in the business's days. */
const paymentsCell = (payments: { method: string; amount: string; createdAt: unknown; refundedAt: unknown }[], timeZone: string) =>
  payments.map((p) => `${p.method} ${localDate(new Date(String(p.createdAt)), timeZone)} ${p.amount}${p.refundedAt ? ' (refunded)' : ''}`).join('; ');

const range = (query: URLSearchParams) => ({ from: query.get('from') ?? '', to: query.get('to') ?? '' });

export const moneyRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/money/summary',
    operation: graphql(`query RestMoneySummary($from: String!, $to: String!) {
      viewer { moneySummary(from: $from, to: $to) {
        billed collected outstanding depositsHeld averageTicket doneNotInvoiced drafts
        effectiveHourlyRate bySize { size jobs revenue hours hourlyRate }
      } }
    }`),
    variables: ({ query }) => range(query),
    result: (data) => viewerOf(data).moneySummary,
  }),
  restRow({
    method: 'GET',
    path: '/api/money/export.csv',
    file: 'text/csv; charset=utf-8',
    operation: graphql(`query RestMoneyExport($from: String!, $to: String!, $first: Int!, $after: String) {
      viewer { moneySummary(from: $from, to: $to) {
        from to timeZone
        invoices(first: $first, after: $after) {
          pageInfo { hasNextPage endCursor }
          edges { node { number issuedAt status total depositApplied amountPaid balance customer { firstName lastName } payments { method amount createdAt refundedAt } } }
        }
      } }
    }`),
    variables: ({ query }) => range(query),
    pages: (data) => data.viewer?.moneySummary.invoices,
    atMost: EXPORT_LIMIT,
    result: (data): RestFile => {
      const { from, to, timeZone, invoices } = viewerOf(data).moneySummary;
      if (invoices.edges.length > EXPORT_LIMIT) throw new RestError(400, EXPORT_TOO_MANY);
      const rows = invoices.edges.map(({ node: i }) => [
        String(i.number),
        i.issuedAt ? localDate(new Date(i.issuedAt), timeZone) : '',
        `${i.customer.firstName} ${i.customer.lastName}`,
        i.status,
        i.total,
        i.depositApplied,
        i.amountPaid,
        i.balance,
        paymentsCell(i.payments, timeZone),
      ]);
      const text = Papa.unparse({ fields: [...EXPORT_COLUMNS], data: rows }, CSV_WRITE);
      // Every line ends with CRLF (Papa leaves the last one open unless there are no rows).
      return { filename: `invoices-${from}-to-${to}.csv`, body: text.endsWith('\r\n') ? text : `${text}\r\n` };
    },
  }),
];
