// The table of documented /api routes: every domain contributes its rows.
import { accountRows } from '../domains/account/account.rest.js';
import { adminRows } from '../domains/admin/admin.rest.js';
import { operatorRows } from '../domains/admin/admin.operator.rest.js';
import { bookingRows } from '../domains/booking/booking.rest.js';
import { vehicleSizeRows } from '../domains/booking/vehicle-size.rest.js';
import { availabilityRows } from '../domains/availability/availability.rest.js';
import { manageRows } from '../domains/availability/manage.rest.js';
import { businessRows } from '../domains/business/business.rest.js';
import { pricingRows } from '../domains/business/pricing.rest.js';
import { contentRows } from '../domains/content/content.rest.js';
import { customerRows } from '../domains/customers/customers.rest.js';
import { jobRows } from '../domains/jobs/jobs.rest.js';
import { messageRows } from '../domains/messages/messages.rest.js';
import { payRows } from '../domains/pay/pay.rest.js';
import { depositRows } from '../domains/deposits/deposits.rest.js';
import { invoiceRows } from '../domains/invoices/invoices.rest.js';
import { moneyRows } from '../domains/invoices/money-screen.rest.js';
import { paymentRows } from '../domains/payments/payments.rest.js';
import { programRows } from '../domains/program/program.rest.js';
import { supportRows } from '../domains/support/support.rest.js';
import { takeoutRows } from '../domains/takeout/takeout.rest.js';
import { coachRows } from '../domains/coach/coach.rest.js';
import type { RestRow } from './rest.js';

export const restRows: RestRow[] = [...accountRows, ...businessRows, ...pricingRows, ...programRows, ...contentRows, ...customerRows, ...jobRows, ...supportRows, ...bookingRows, ...vehicleSizeRows, ...availabilityRows, ...manageRows, ...messageRows, ...payRows, ...adminRows, ...operatorRows, ...paymentRows, ...invoiceRows, ...moneyRows, ...depositRows, ...takeoutRows, ...coachRows];
