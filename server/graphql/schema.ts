// Assembles the schema from every domain's types, queries and mutations.
import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import '../domains/account/account.types.js';
import '../domains/account/account.queries.js';
import '../domains/account/account.mutations.js';
import '../domains/account/api-tokens.graphql.js';
import '../domains/platform/platform.queries.js';
import '../domains/business/business.types.js';
import '../domains/business/business.queries.js';
import '../domains/business/business.mutations.js';
import '../domains/program/program.types.js';
import '../domains/program/program.queries.js';
import '../domains/program/program.mutations.js';
import '../domains/content/content.types.js';
import '../domains/content/content.queries.js';
import '../domains/content/content.mutations.js';
import '../domains/customers/customers.types.js';
import '../domains/customers/customers.mutations.js';
import '../domains/support/support.types.js';
import '../domains/support/support.queries.js';
import '../domains/support/support.mutations.js';
import '../domains/support/support.subscriptions.js';
import '../domains/admin/admin.types.js';
import '../domains/admin/admin.queries.js';
import '../domains/admin/admin.mutations.js';
import '../domains/payments/payments.mutations.js';

export const schema = lexicographicSortSchema(builder.toSchema());
