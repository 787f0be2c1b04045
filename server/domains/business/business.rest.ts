// REST rows of business setup: onboarding steps, settings, services and the public booking data.
import { graphql } from '../../rest/graphql.js';
import { notTakingBookings } from '../../../common/booking.js';
import { bookingPageOperation } from './business.page.js';
import { RestError, type RestRow, restRow, toGlobalId, viewerOf, withDatabaseId } from '../../rest/rest.js';

const businessFields = graphql(`
  fragment RestBusinessFields on Business {
    id businessName subdomain phone email city state zipCode serviceRadius hoursWeekday hoursWeekend
  }
`);
const serviceFields = graphql(`fragment RestServiceFields on Service { id name description price }`);

const restBusiness = withDatabaseId;
const restServices = <S extends { id: string }>(b: { services: S[] }) => b.services.map(withDatabaseId);

const businessBody = (body: Record<string, unknown>) => ({
  businessName: body.businessName ?? '',
  subdomain: body.subdomain ?? null,
  // Absent stays absent (kept on update); null clears.
  phone: body.phone,
  email: body.email,
  city: body.city ?? '',
  state: body.state ?? '',
  zipCode: body.zipCode ?? '',
  serviceRadius: body.serviceRadius,
});

const serviceList = (body: Record<string, unknown>) => {
  if (!Array.isArray(body.services)) throw new Error('services must be a list');
  return body.services.map((s: Record<string, unknown>) => ({
    id: s?.id ? toGlobalId('Service', String(s.id)) : null,
    name: s?.name ?? '',
    description: s?.description ?? null,
    price: s?.price === undefined || s?.price === null ? '' : String(s.price),
    ...(s && 'durationMinutes' in s ? { durationMinutes: s.durationMinutes === '' ? null : s.durationMinutes } : {}),
    ...(s && 'rebookIntervalDays' in s ? { rebookIntervalDays: s.rebookIntervalDays === '' ? null : s.rebookIntervalDays } : {}),
    ...(s && 'depositType' in s ? { depositType: s.depositType } : {}),
    ...(s && 'depositValue' in s ? { depositValue: s.depositValue === null || s.depositValue === undefined ? null : String(s.depositValue) } : {}),
  }));
};

const saveBusiness = (method: 'POST' | 'PUT'): RestRow =>
  restRow({
    method,
    path: '/api/business',
    operation: graphql(
      `mutation RestSaveBusiness($input: SaveBusinessInput!) {
        saveBusiness(input: $input) {
          __typename ... on Error { message }
          ... on SaveBusinessSuccess { business { ...RestBusinessFields } }
        }
      }`,
      [businessFields],
    ),
    variables: ({ body }) => ({
      input: {
        ...businessBody(body),
        subdomain: body.subdomain ?? '',
        hoursWeekday: body.hoursWeekday ?? null,
        hoursWeekend: body.hoursWeekend ?? null,
      },
    }),
    result: (data) => restBusiness(data.saveBusiness.business),
  });

export const businessRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/business',
    operation: graphql(`query RestBusiness { viewer { business { ...RestBusinessFields } } }`, [businessFields]),
    result: (data) => {
      const { business } = viewerOf(data);
      if (!business) throw new RestError(404, 'Business not found');
      return restBusiness(business);
    },
  }),
  saveBusiness('POST'),
  saveBusiness('PUT'),
  restRow({
    method: 'POST',
    path: '/api/onboarding/business',
    operation: graphql(
      `mutation RestOnboardingBusiness($input: OnboardingBusinessInput!) {
        createOnboardingBusiness(input: $input) {
          __typename ... on Error { message } ... on CreateOnboardingBusinessSuccess { business { ...RestBusinessFields } }
        }
      }`,
      [businessFields],
    ),
    variables: ({ body }) => ({ input: businessBody(body) }),
    result: (data) => restBusiness(data.createOnboardingBusiness.business),
    status: 201,
  }),
  restRow({
    method: 'POST',
    path: '/api/onboarding/services',
    operation: graphql(
      `mutation RestOnboardingServices($services: [ServiceInput!]!) {
        updateServices(services: $services) {
          __typename ... on Error { message } ... on UpdateServicesSuccess { business { services { ...RestServiceFields } } }
        }
      }`,
      [serviceFields],
    ),
    variables: ({ body }) => ({ services: serviceList(body) }),
    result: (data) => ({ services: restServices(data.updateServices.business) }),
    status: 201,
  }),
  restRow({
    method: 'PUT',
    path: '/api/business/hours',
    operation: graphql(
      `mutation RestBusinessHours($input: BusinessHoursInput!) {
        updateBusinessHours(input: $input) {
          __typename ... on Error { message } ... on UpdateBusinessHoursSuccess { business { ...RestBusinessFields } }
        }
      }`,
      [businessFields],
    ),
    variables: ({ body }) => ({ input: { hoursWeekday: body.hoursWeekday ?? '', hoursWeekend: body.hoursWeekend ?? '' } }),
    result: (data) => restBusiness(data.updateBusinessHours.business),
  }),
  restRow({
    method: 'POST',
    path: '/api/onboarding/complete',
    operation: graphql(`mutation RestOnboardingComplete {
      markOnboardingComplete {
        __typename ... on Error { message }
        ... on MarkOnboardingCompleteSuccess { user { id onboardingCompleted } }
      }
    }`),
    result: (data) => ({ success: true, user: withDatabaseId(data.markOnboardingComplete.user) }),
  }),
  restRow({
    method: 'GET',
    path: '/api/services',
    operation: graphql(`query RestServices { viewer { business { services { ...RestServiceFields } } } }`, [serviceFields]),
    result: (data) => {
      const { business } = viewerOf(data);
      return business ? restServices(business) : [];
    },
  }),
  restRow({
    method: 'PUT',
    path: '/api/business/services',
    operation: graphql(
      `mutation RestUpdateServices($services: [ServiceInput!]!) {
        updateServices(services: $services) {
          __typename ... on Error { message } ... on UpdateServicesSuccess { business { services { ...RestServiceFields } } }
        }
      }`,
      [serviceFields],
    ),
    variables: ({ body }) => ({ services: serviceList(body) }),
    result: (data) => restServices(data.updateServices.business),
  }),
  restRow({
    method: 'PUT',
    path: '/api/business/brand',
    operation: graphql(`mutation RestBookingBrand($input: UpdateBookingBrandInput!) {
      updateBookingBrand(input: $input) {
        __typename ... on Error { message } ... on UpdateBookingBrandSuccess { business { brandColor logoUrl } }
      }
    }`),
    // Absent keeps, null clears: as the mutation; logo is the image in base64.
    variables: ({ body }) => ({ input: { brandColor: body.brandColor, logo: body.logo } }),
    result: (data) => data.updateBookingBrand.business,
  }),
  restRow({
    method: 'GET',
    path: '/api/booking/:subdomain',
    // The booking page's own query (compiled for the client), so the page and this route share one shape.
    operation: bookingPageOperation,
    variables: ({ params }) => ({ subdomain: params.subdomain }),
    result: (data) => {
      if (!data.publicBusiness) throw new RestError(404, 'Business not found');
      const { services, acceptingBookings, ...business } = data.publicBusiness;
      if (!acceptingBookings) throw new RestError(410, notTakingBookings(business.businessName, business.phone ?? null), { phone: business.phone ?? null });
      // Service ids as the REST availability and booking routes take them: database ids.
      return { business, services: services.map((s) => withDatabaseId(s as typeof s & { id: string })) };
    },
  }),
];
