// REST rows of the account domain: /api/user, /api/login, /api/register, /api/logout, and the
// account's recovery and devices (/api/password-reset, /api/account/*).
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow, viewerOf, withDatabaseId } from '../../rest/rest.js';

const userFields = graphql(`
  fragment RestUserFields on User {
    id firstName lastName email pendingEmail phone isAdmin paymentVerified onboardingCompleted currentProgramDay createdAt
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
        login(input: $input) { __typename ... on Error { message } ... on AccountClosed { deletesAt } ... on LoginSuccess { user { ...RestUserFields } } }
      }`,
      [userFields],
    ),
    variables: ({ body }) => ({ input: { email: body.email ?? '', password: body.password ?? '' } }),
    result: (data) => {
      if (data.login.__typename === 'TwoFactorRequired') return { twoFactorRequired: true };
      if (data.login.__typename === 'AccountClosed') return { closed: true, deletesAt: data.login.deletesAt };
      return withDatabaseId(data.login.user);
    },
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
  restRow({
    method: 'PUT',
    path: '/api/user',
    operation: graphql(
      `mutation RestUpdateUser($input: UpdateProfileInput!) {
        updateProfile(input: $input) { __typename ... on Error { message } ... on UpdateProfileSuccess { user { ...RestUserFields } } }
      }`,
      [userFields],
    ),
    variables: ({ body }) => ({
      input: {
        firstName: body.firstName ?? '',
        lastName: body.lastName ?? '',
        email: body.email ?? '',
        phone: body.phone ?? null,
        currentPassword: body.currentPassword ?? null,
      },
    }),
    result: (data) => withDatabaseId(data.updateProfile.user),
  }),
  restRow({
    method: 'POST',
    path: '/api/password-reset',
    operation: graphql(`mutation RestPasswordReset($input: PasswordResetRequestInput!) {
      requestPasswordReset(input: $input) { __typename ... on Error { message } ... on RequestPasswordResetSuccess { ok } }
    }`),
    variables: ({ body }) => ({ input: { email: body.email ?? '' } }),
    result: () => ({ ok: true }),
    status: 202,
    public: true,
  }),
  restRow({
    method: 'POST',
    path: '/api/password-reset/:token',
    operation: graphql(
      `mutation RestResetPassword($input: ResetPasswordInput!) {
        resetPassword(input: $input) { __typename ... on Error { message } ... on AccountClosed { deletesAt } ... on ResetPasswordSuccess { user { ...RestUserFields } } }
      }`,
      [userFields],
    ),
    variables: ({ params, body }) => ({ input: { token: params.token, password: body.password ?? '' } }),
    // With two-step sign-in on, the new password is saved and the owner signs in with a code.
    result: (data) => {
      if (data.resetPassword.__typename === 'TwoFactorRequired') return { twoFactorRequired: true };
      if (data.resetPassword.__typename === 'AccountClosed') return { closed: true, deletesAt: data.resetPassword.deletesAt };
      return withDatabaseId(data.resetPassword.user);
    },
  }),
  restRow({
    method: 'POST',
    path: '/api/account/password',
    operation: graphql(
      `mutation RestChangePassword($input: ChangePasswordInput!) {
        changePassword(input: $input) { __typename ... on Error { message } ... on ChangePasswordSuccess { user { ...RestUserFields } } }
      }`,
      [userFields],
    ),
    variables: ({ body }) => ({ input: { currentPassword: body.currentPassword ?? '', newPassword: body.newPassword ?? '' } }),
    result: (data) => withDatabaseId(data.changePassword.user),
  }),
  restRow({
    method: 'POST',
    path: '/api/account/email/confirm',
    operation: graphql(`mutation RestConfirmEmail($token: String!) {
      confirmEmail(token: $token) { __typename ... on Error { message } ... on ConfirmEmailSuccess { email } }
    }`),
    variables: ({ body }) => ({ token: body.token ?? '' }),
    result: (data) => ({ email: data.confirmEmail.email }),
  }),
  restRow({
    method: 'GET',
    path: '/api/account/sessions',
    operation: graphql('query RestAccountSessions { accountSessions { id device lastActiveAt current } }'),
    result: (data) => data.accountSessions,
  }),
  restRow({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    operation: graphql(`mutation RestSignOutSession($id: String!) {
      signOutSession(id: $id) { __typename ... on Error { message } ... on SignOutSessionSuccess { ok } }
    }`),
    variables: ({ params }) => ({ id: params.id }),
    status: 204,
  }),
  restRow({
    method: 'DELETE',
    path: '/api/account/sessions',
    operation: graphql('mutation RestSignOutOtherSessions { signOutOtherSessions }'),
    status: 204,
  }),
  restRow({
    method: 'POST',
    path: '/api/login/two-factor',
    operation: graphql(
      `mutation RestLoginTwoFactor($input: LoginTwoFactorInput!) {
        loginTwoFactor(input: $input) { __typename ... on Error { message } ... on AccountClosed { deletesAt } ... on LoginTwoFactorSuccess { user { ...RestUserFields } } }
      }`,
      [userFields],
    ),
    variables: ({ body }) => ({ input: { code: body.code ?? '', rememberDevice: body.rememberDevice ?? null } }),
    result: (data) =>
      data.loginTwoFactor.__typename === 'AccountClosed' ? { closed: true, deletesAt: data.loginTwoFactor.deletesAt } : withDatabaseId(data.loginTwoFactor.user),
  }),
  restRow({
    method: 'POST',
    path: '/api/account/two-factor/setup',
    operation: graphql(`mutation RestSetupTwoFactor {
      setupTwoFactor { __typename ... on Error { message } ... on SetupTwoFactorSuccess { setup { secret otpauthUrl qrSvg } } }
    }`),
    result: (data) => data.setupTwoFactor.setup,
  }),
  restRow({
    method: 'POST',
    path: '/api/account/two-factor/enable',
    operation: graphql(`mutation RestEnableTwoFactor($code: String!) {
      enableTwoFactor(code: $code) { __typename ... on Error { message } ... on EnableTwoFactorSuccess { recoveryCodes } }
    }`),
    variables: ({ body }) => ({ code: body.code ?? '' }),
    result: (data) => ({ recoveryCodes: data.enableTwoFactor.recoveryCodes }),
  }),
  restRow({
    method: 'POST',
    path: '/api/account/two-factor/disable',
    operation: graphql(
      `mutation RestDisableTwoFactor($input: DisableTwoFactorInput!) {
        disableTwoFactor(input: $input) { __typename ... on Error { message } ... on DisableTwoFactorSuccess { user { ...RestUserFields } } }
      }`,
      [userFields],
    ),
    variables: ({ body }) => ({ input: { password: body.password ?? '', code: body.code ?? '' } }),
    result: (data) => withDatabaseId(data.disableTwoFactor.user),
  }),
  restRow({
    method: 'POST',
    path: '/api/account/close',
    operation: graphql(`mutation RestCloseAccount($input: CloseAccountInput!) {
      closeAccount(input: $input) { __typename ... on Error { message } ... on CloseAccountSuccess { deletesAt } }
    }`),
    variables: ({ body }) => ({ input: { password: body.password ?? '', code: body.code ?? null } }),
    result: (data) => ({ deletesAt: data.closeAccount.deletesAt }),
    status: 202,
  }),
  restRow({
    method: 'POST',
    path: '/api/account/reopen',
    operation: graphql('mutation RestReopenAccount { reopenAccount { ...RestUserFields } }', [userFields]),
    result: (data) => withDatabaseId(data.reopenAccount),
  }),
];
