// REST rows of the account domain: /api/user, /api/login, /api/register, /api/logout.
import { type RestRow, viewerOf, withDatabaseId } from '../../rest/rest.js';

const userFields = `
  id firstName lastName email phone isAdmin paymentVerified onboardingCompleted currentProgramDay createdAt
`;


export const accountRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/user',
    operation: `query RestUser { viewer { ${userFields} } }`,
    result: (data) => withDatabaseId(viewerOf(data)),
  },
  {
    method: 'POST',
    path: '/api/login',
    operation: `mutation RestLogin($input: LoginInput!) {
      login(input: $input) { __typename ... on Error { message } ... on LoginSuccess { user { ${userFields} } } }
    }`,
    variables: ({ body }) => ({ input: { email: body.email ?? '', password: body.password ?? '' } }),
    result: (data) => withDatabaseId(data.login.user),
  },
  {
    method: 'POST',
    path: '/api/register',
    operation: `mutation RestRegister($input: RegisterInput!) {
      register(input: $input) { __typename ... on Error { message } ... on RegisterSuccess { user { ${userFields} } } }
    }`,
    variables: ({ body }) => ({
      input: {
        firstName: body.firstName ?? '',
        lastName: body.lastName ?? '',
        email: body.email ?? '',
        phone: body.phone ?? null,
        password: body.password ?? '',
        stripeSessionId: body.stripeSessionId ?? null,
      },
    }),
    result: (data) => withDatabaseId(data.register.user),
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/logout',
    operation: 'mutation RestLogout { logout }',
    result: () => ({ success: true }),
  },
];
