// REST rows of the account domain: /api/user, /api/login, /api/register, /api/logout.
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow, viewerOf, withDatabaseId } from '../../rest/rest.js';

const userFields = graphql(`
  fragment RestUserFields on User {
    id firstName lastName email phone isAdmin paymentVerified onboardingCompleted currentProgramDay createdAt
  }
`);

export const accountRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/user',
    operation: graphql(`query RestUser { viewer { ...RestUserFields } }`, [userFields]),
    result: (data) => withDatabaseId(viewerOf(data)),
  }),
  restRow({
    method: 'POST',
    path: '/api/login',
    operation: graphql(
      `mutation RestLogin($input: LoginInput!) {
        login(input: $input) { __typename ... on Error { message } ... on LoginSuccess { user { ...RestUserFields } } }
      }`,
      [userFields],
    ),
    variables: ({ body }) => ({ input: { email: body.email ?? '', password: body.password ?? '' } }),
    result: (data) => withDatabaseId(data.login.user),
  }),
  restRow({
    method: 'POST',
    path: '/api/register',
    operation: graphql(
      `mutation RestRegister($input: RegisterInput!) {
        register(input: $input) {
          __typename ... on Error { message }
          ... on RegisterSuccess { user { ...RestUserFields } }
        }
      }`,
      [userFields],
    ),
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
  }),
  restRow({
    method: 'POST',
    path: '/api/logout',
    operation: graphql('mutation RestLogout { logout }'),
    result: () => ({ success: true }),
  }),
];
