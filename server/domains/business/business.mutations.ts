// Onboarding (all at once, or step by step as the REST routes do), settings and services.
import { builder } from '../../graphql/builder.js';
import { ConflictError, NotFoundError, PaymentRequiredError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import { UserRef } from '../../graphql/user.js';
import { DepositType } from './business.types.js';
import { updateBookingBrand } from './business.brand.js';
import * as business from './business.service.js';
import { BusinessRef } from './business.types.js';

const ServiceInput = builder.inputType('ServiceInput', {
  fields: (t) => ({
    id: t.id({ description: 'An existing service (global id); omit to create one' }),
    name: t.string({ required: true }),
    description: t.string(),
    price: t.string({ required: true, description: 'Decimal, at most 999999 with 2 decimals' }),
    durationMinutes: t.int({ description: 'How long the service takes (5 to 1440 minutes); absent keeps it, null clears it' }),
    depositType: t.field({ type: DepositType, description: 'The deposit asked at instant booking: none, fixed or percent; absent keeps it' }),
    depositValue: t.string({ description: 'Dollars for fixed ("25.00", more than 0, at most the price), a whole percentage 1 to 100 for percent' }),
    rebookIntervalDays: t.int({ description: 'Days after a job of this service when the customer is due again, for the rebooking nudge (1 to 730); absent keeps it, null clears it' }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const locationFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  businessName: t.string({ required: true }),
  phone: t.string(),
  email: t.string(),
  city: t.string({ required: true }),
  state: t.string({ required: true, description: 'Two-letter code or name of a US state' }),
  zipCode: t.string({ required: true }),
  serviceRadius: t.int(),
});

const OnboardingBusinessInput = builder.inputType('OnboardingBusinessInput', {
  fields: (t) => ({
    ...locationFields(t),
    subdomain: t.string({ description: 'Derived from the business name when omitted' }),
  }),
});

const CompleteOnboardingInput = builder.inputType('CompleteOnboardingInput', {
  fields: (t) => ({
    ...locationFields(t),
    subdomain: t.string(),
    phoneAvailability: t.string(),
    hoursWeekday: t.string({ required: true }),
    hoursWeekend: t.string({ required: true }),
    services: t.field({ type: [ServiceInput], required: true }),
  }),
});

const BusinessHoursInput = builder.inputType('BusinessHoursInput', {
  fields: (t) => ({ hoursWeekday: t.string({ required: true }), hoursWeekend: t.string({ required: true }) }),
});

const SaveBusinessInput = builder.inputType('SaveBusinessInput', {
  fields: (t) => ({
    ...locationFields(t),
    subdomain: t.string({ required: true, description: 'Read-only once the business exists' }),
    hoursWeekday: t.string(),
    hoursWeekend: t.string(),
  }),
});

const writeErrors = [ValidationError, ConflictError, NotFoundError, PaymentRequiredError];
/** The success payload's field (union and result names come from the builder). */
const payload = (data: string) => ({ dataField: { name: data } });

/** Service ids arrive as global ids; the service layer speaks database ids (an id of another type is not found). */
const withDbIds = (services: { id?: string | number | null }[]) =>
  services.map((s) => ({ ...s, id: s.id ? databaseId(String(s.id), 'Service') : null }));

builder.mutationField('completeOnboarding', (t) =>
  t.field({
    type: UserRef,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CompleteOnboardingInput, required: true }) },
    errors: { types: writeErrors, ...payload('user') },
    resolve: (_r, { input }, ctx) => business.completeOnboarding(ctx, { ...input, services: withDbIds(input.services) }),
  }),
);

builder.mutationField('createOnboardingBusiness', (t) =>
  t.field({
    type: BusinessRef,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: OnboardingBusinessInput, required: true }) },
    errors: { types: writeErrors, ...payload('business') },
    resolve: (_r, { input }, ctx) => business.createOnboardingBusiness(ctx, input),
  }),
);

builder.mutationField('updateServices', (t) =>
  t.field({
    type: BusinessRef,
    description: 'Makes the service list exactly this: listed ids are kept, new entries created, others deleted.',
    authScopes: { signedIn: true },
    args: { services: t.arg({ type: [ServiceInput], required: true }) },
    errors: { types: writeErrors, ...payload('business') },
    resolve: (_r, { services }, ctx) => business.setServices(ctx, withDbIds(services)),
  }),
);

builder.mutationField('updateBusinessHours', (t) =>
  t.field({
    type: BusinessRef,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: BusinessHoursInput, required: true }) },
    errors: { types: writeErrors, ...payload('business') },
    resolve: (_r, { input }, ctx) => business.updateHours(ctx, input),
  }),
);

builder.mutationField('markOnboardingComplete', (t) =>
  t.field({
    type: UserRef,
    authScopes: { signedIn: true },
    errors: { types: writeErrors, ...payload('user') },
    resolve: (_r, _a, ctx) => business.markOnboardingComplete(ctx),
  }),
);

builder.mutationField('saveBusiness', (t) =>
  t.field({
    type: BusinessRef,
    description: 'Creates the business when there is none, otherwise updates it (the subdomain cannot change).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SaveBusinessInput, required: true }) },
    errors: { types: writeErrors, ...payload('business') },
    resolve: (_r, { input }, ctx) => business.saveBusiness(ctx, input),
  }),
);

builder.mutationField('changeSubdomain', (t) =>
  t.field({
    type: BusinessRef,
    description:
      'Changes the booking address, once per business: the letters and numbers of `subdomain`, free as in onboarding. The old address answers a permanent redirect to the new one for 90 days, and no other business may take it meanwhile.',
    authScopes: { signedIn: true },
    args: { subdomain: t.arg.string({ required: true }) },
    errors: { types: writeErrors, ...payload('business') },
    resolve: (_r, { subdomain }, ctx) => business.changeSubdomain(ctx, subdomain),
  }),
);

const UpdateBookingBrandInput = builder.inputType('UpdateBookingBrandInput', {
  fields: (t) => ({
    brandColor: t.string({ description: '#rrggbb; null returns to the default colour; omit to keep' }),
    logo: t.string({ description: 'A PNG, JPEG or WebP image of at most 256 kB, base64; null removes the logo; omit to keep' }),
  }),
});

builder.mutationField('updateBookingBrand', (t) =>
  t.field({
    type: BusinessRef,
    description: "Sets the colour and logo of the caller's booking page.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateBookingBrandInput, required: true }) },
    errors: { types: writeErrors, ...payload('business') },
    resolve: (_r, { input }, ctx) => updateBookingBrand(ctx, input),
  }),
);
