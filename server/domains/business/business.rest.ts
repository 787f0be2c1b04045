// REST rows of business setup: onboarding steps, settings, services and the public booking data.
import { RestError, type RestRow, toGlobalId, viewerOf, withDatabaseId } from '../../rest/rest.js';

const businessFields = `id businessName subdomain phone email city state zipCode serviceRadius hoursWeekday hoursWeekend`;
const serviceFields = `id name description price`;
const errors = `__typename ... on Error { message }`;

type Node = { id: string };
const restBusiness = (b: Node) => withDatabaseId(b);
const restServices = (b: { services: Node[] }) => b.services.map(withDatabaseId);

const businessBody = (body: Record<string, unknown>) => ({
  businessName: body.businessName ?? '',
  subdomain: body.subdomain ?? null,
  phone: body.phone ?? null,
  email: body.email ?? null,
  city: body.city ?? '',
  state: body.state ?? '',
  zipCode: body.zipCode ?? '',
  serviceRadius: body.serviceRadius ?? null,
});

const serviceList = (body: Record<string, unknown>) => {
  if (!Array.isArray(body.services)) throw new Error('services must be a list');
  return body.services.map((s: Record<string, unknown>) => ({
    id: s?.id ? toGlobalId('Service', String(s.id)) : null,
    name: s?.name ?? '',
    description: s?.description ?? null,
    price: s?.price === undefined || s?.price === null ? '' : String(s.price),
  }));
};

const saveBusiness = (method: 'POST' | 'PUT'): RestRow => ({
  method,
  path: '/api/business',
  operation: `mutation RestSaveBusiness($input: SaveBusinessInput!) {
    saveBusiness(input: $input) { ${errors} ... on SaveBusinessSuccess { business { ${businessFields} } } }
  }`,
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
  {
    method: 'GET',
    path: '/api/business',
    operation: `query RestBusiness { viewer { business { ${businessFields} } } }`,
    result: (data) => {
      const { business } = viewerOf(data);
      if (!business) throw new RestError(404, 'Business not found');
      return restBusiness(business);
    },
  },
  saveBusiness('POST'),
  saveBusiness('PUT'),
  {
    method: 'POST',
    path: '/api/onboarding/business',
    operation: `mutation RestOnboardingBusiness($input: OnboardingBusinessInput!) {
      createOnboardingBusiness(input: $input) { ${errors} ... on CreateOnboardingBusinessSuccess { business { ${businessFields} } } }
    }`,
    variables: ({ body }) => ({ input: businessBody(body) }),
    result: (data) => restBusiness(data.createOnboardingBusiness.business),
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/onboarding/services',
    operation: `mutation RestOnboardingServices($services: [ServiceInput!]!) {
      updateServices(services: $services) { ${errors} ... on UpdateServicesSuccess { business { services { ${serviceFields} } } } }
    }`,
    variables: ({ body }) => ({ services: serviceList(body) }),
    result: (data) => ({ services: restServices(data.updateServices.business) }),
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/business/hours',
    operation: `mutation RestBusinessHours($input: BusinessHoursInput!) {
      updateBusinessHours(input: $input) { ${errors} ... on UpdateBusinessHoursSuccess { business { ${businessFields} } } }
    }`,
    variables: ({ body }) => ({ input: { hoursWeekday: body.hoursWeekday ?? '', hoursWeekend: body.hoursWeekend ?? '' } }),
    result: (data) => restBusiness(data.updateBusinessHours.business),
  },
  {
    method: 'POST',
    path: '/api/onboarding/complete',
    operation: `mutation RestOnboardingComplete {
      markOnboardingComplete { ${errors} ... on MarkOnboardingCompleteSuccess { user { id onboardingCompleted } } }
    }`,
    result: (data) => ({ success: true, user: withDatabaseId(data.markOnboardingComplete.user) }),
  },
  {
    method: 'GET',
    path: '/api/services',
    operation: `query RestServices { viewer { business { services { ${serviceFields} } } } }`,
    result: (data) => {
      const { business } = viewerOf(data);
      return business ? restServices(business) : [];
    },
  },
  {
    method: 'PUT',
    path: '/api/business/services',
    operation: `mutation RestUpdateServices($services: [ServiceInput!]!) {
      updateServices(services: $services) { ${errors} ... on UpdateServicesSuccess { business { services { ${serviceFields} } } } }
    }`,
    variables: ({ body }) => ({ services: serviceList(body) }),
    result: (data) => restServices(data.updateServices.business),
  },
  {
    method: 'GET',
    path: '/api/booking/:subdomain',
    operation: `query RestBooking($subdomain: String!) {
      publicBusiness(subdomain: $subdomain) {
        businessName phone city state zipCode serviceRadius hoursWeekday hoursWeekend
        services { name description price }
      }
    }`,
    variables: ({ params }) => ({ subdomain: params.subdomain }),
    result: (data) => {
      if (!data.publicBusiness) throw new RestError(404, 'Business not found');
      const { services, ...business } = data.publicBusiness;
      return { business, services };
    },
  },
];
