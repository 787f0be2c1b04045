// The account's recovery and security in the schema (#56): forgot password and its link, change
// password, a new email confirmed by its link, and the signed-in devices.
import { builder, personOnly } from '../../graphql/builder.js';
import { AuthenticationError, ConflictError, GoneError, NotFoundError, RateLimitError, ValidationError } from '../../graphql/errors.js';
import { UserRef } from '../../graphql/user.js';
import * as devices from './account.devices.js';
import * as recovery from './account.recovery.js';
import * as twoFactor from './account.two-factor.js';
import { TwoFactorRequired } from './account.two-factor.js';
import * as closing from './account.closing.js';
import { AccountClosed } from './account.sign-in.js';

builder.objectField(UserRef, 'pendingEmail', (t) =>
  t.exposeString('pendingEmail', { nullable: true, description: 'A new email waiting for the link sent to it; the account keeps `email` until then' }),
);

builder.mutationField('requestPasswordReset', (t) =>
  t.boolean({
    description: 'Emails a reset link when an account has this address. The same answer either way.',
    args: { input: t.arg({ type: builder.inputType('PasswordResetRequestInput', { fields: (f) => ({ email: f.string({ required: true }) }) }), required: true }) },
    errors: { types: [ValidationError, RateLimitError], dataField: { name: 'ok' } },
    resolve: (_root, { input }, ctx) => recovery.requestPasswordReset(ctx, input),
  }),
);

builder.queryField('passwordResetLinkLive', (t) =>
  t.boolean({
    description: 'Whether a password reset link still works (not expired, used or replaced)',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => recovery.resetLinkLive(ctx, token),
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: UserRef,
    description: 'A new password by an emailed link: signs this device in and every other device out',
    args: {
      input: t.arg({
        type: builder.inputType('ResetPasswordInput', { fields: (f) => ({ token: f.string({ required: true }), password: f.string({ required: true }) }) }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, GoneError, TwoFactorRequired, AccountClosed], dataField: { name: 'user' } },
    resolve: (_root, { input }, ctx) => recovery.resetPassword(ctx, input),
  }),
);

builder.mutationField('changePassword', (t) =>
  t.field({
    type: UserRef,
    ...personOnly('Sign in to change your password.'),
    description: 'A new password with the current one; every other device is signed out',
    args: {
      input: t.arg({
        type: builder.inputType('ChangePasswordInput', {
          fields: (f) => ({ currentPassword: f.string({ required: true }), newPassword: f.string({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, RateLimitError], dataField: { name: 'user' } },
    resolve: (_root, { input }, ctx) => recovery.changePassword(ctx, input),
  }),
);

builder.mutationField('confirmEmail', (t) =>
  t.string({
    description: "The new address's link: the account's email becomes it (the old address is told, with a link that undoes it). Answers the new email",
    args: { token: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, GoneError, ConflictError], dataField: { name: 'email' } },
    resolve: async (_root, { token }, ctx) => (await recovery.confirmEmail(ctx, { token })).email,
  }),
);

builder.mutationField('undoEmailChange', (t) =>
  t.boolean({
    description: "The old address's link, for 7 days: the email goes back and every device is signed out",
    args: { token: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, GoneError, ConflictError], dataField: { name: 'ok' } },
    resolve: async (_root, { token }, ctx) => !!(await recovery.undoEmailChange(ctx, { token })),
  }),
);

const AccountSession = builder.objectRef<devices.DeviceSession>('AccountSession').implement({
  description: 'A device signed in to the account',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'A public id of the session, never its credential' }),
    device: t.exposeString('device', { description: 'Browser and system, e.g. "Chrome on Android"' }),
    lastActiveAt: t.expose('lastActiveAt', { type: 'DateTime' }),
    signedInAt: t.expose('signedInAt', { type: 'DateTime' }),
    current: t.exposeBoolean('current', { description: 'The device asking' }),
  }),
});

builder.queryField('accountSessions', (t) =>
  t.field({
    type: [AccountSession],
    authScopes: { signedIn: true },
    description: "The caller's signed-in devices, this one first",
    resolve: (_root, _args, ctx) => devices.signedInDevices(ctx),
  }),
);

builder.mutationField('signOutSession', (t) =>
  t.boolean({
    ...personOnly('Sign in to manage your devices.'),
    args: { id: t.arg.string({ required: true }) },
    errors: { types: [NotFoundError], dataField: { name: 'ok' } },
    resolve: (_root, { id }, ctx) => devices.signOutDevice(ctx, id),
  }),
);

builder.mutationField('signOutOtherSessions', (t) =>
  t.boolean({
    ...personOnly('Sign in to manage your devices.'),
    description: 'Signs out every device of the account but this one',
    resolve: (_root, _args, ctx) => devices.signOutOtherDevices(ctx),
  }),
);

builder.objectType(TwoFactorRequired, {
  name: 'TwoFactorRequired',
  description: 'The password was right and two-step sign-in is on: send a code to loginTwoFactor within 5 minutes',
  fields: (t) => ({
    message: t.exposeString('message'),
    twoFactorRequired: t.boolean({ resolve: () => true }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  twoFactorEnabled: t.boolean({ description: 'Two-step sign-in with an authenticator app is on', resolve: (u) => twoFactor.isTwoFactorOn(u) }),
  recoveryCodesLeft: t.int({ description: 'Unused recovery codes (0 when two-step sign-in is off)', resolve: (u, _a, ctx) => twoFactor.recoveryCodesLeft(ctx, u.id) }),
}));

builder.mutationField('loginTwoFactor', (t) =>
  t.field({
    type: UserRef,
    description: "Two-step sign-in's second step: an app code or a recovery code, with the pending cookie of login",
    args: {
      input: t.arg({
        type: builder.inputType('LoginTwoFactorInput', {
          fields: (f) => ({
            code: f.string({ required: true }),
            rememberDevice: f.boolean({ description: 'Skip the code on this device for 30 days' }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, AuthenticationError, RateLimitError, AccountClosed], dataField: { name: 'user' } },
    resolve: (_root, { input }, ctx) => twoFactor.signInWithCode(ctx, input),
  }),
);

const TwoFactorSetup = builder.objectRef<{ secret: string; otpauthUrl: string; qrSvg: string }>('TwoFactorSetup').implement({
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'The base32 secret, to type into the app by hand' }),
    otpauthUrl: t.exposeString('otpauthUrl'),
    qrSvg: t.exposeString('qrSvg', { description: 'The otpauth URL as a QR code (SVG markup)' }),
  }),
});

builder.mutationField('setupTwoFactor', (t) =>
  t.field({
    type: TwoFactorSetup,
    ...personOnly('Sign in to set up two-step sign-in.'),
    errors: { types: [ConflictError], dataField: { name: 'setup' } },
    resolve: (_root, _args, ctx) => twoFactor.startTwoFactorSetup(ctx),
  }),
);

builder.mutationField('enableTwoFactor', (t) =>
  t.stringList({
    ...personOnly('Sign in to set up two-step sign-in.'),
    description: 'Confirms the setup with a code from the app; answers the ten recovery codes, shown this once',
    args: { code: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, ConflictError], dataField: { name: 'recoveryCodes' } },
    resolve: (_root, { code }, ctx) => twoFactor.enableTwoFactor(ctx, { code }),
  }),
);

builder.mutationField('disableTwoFactor', (t) =>
  t.field({
    type: UserRef,
    ...personOnly('Sign in to turn two-step sign-in off.'),
    args: {
      input: t.arg({
        type: builder.inputType('DisableTwoFactorInput', { fields: (f) => ({ password: f.string({ required: true }), code: f.string({ required: true }) }) }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, ConflictError, RateLimitError], dataField: { name: 'user' } },
    resolve: (_root, { input }, ctx) => twoFactor.disableTwoFactor(ctx, input),
  }),
);

builder.objectType(AccountClosed, {
  name: 'AccountClosed',
  description: 'The account is closed: this session can only reopen it (reopenAccount) until it is deleted',
  fields: (t) => ({
    message: t.exposeString('message'),
    closed: t.boolean({ resolve: () => true }),
    deletesAt: t.expose('deletesAt', { type: 'DateTime' }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true, description: 'When the owner closed the account (admins see closed accounts in the user list)' }),
  deletesAt: t.expose('deletesAt', { type: 'DateTime', nullable: true, description: 'When a closed account is deleted' }),
}));

builder.mutationField('closeAccount', (t) =>
  t.field({
    type: 'DateTime',
    ...personOnly('Sign in to close your account.'),
    description: 'Closes the account with the password (and a code with two-step sign-in on); answers when it will be deleted',
    args: {
      input: t.arg({
        type: builder.inputType('CloseAccountInput', { fields: (f) => ({ password: f.string({ required: true }), code: f.string() }) }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, RateLimitError], dataField: { name: 'deletesAt' } },
    resolve: (_root, { input }, ctx) => closing.closeAccount(ctx, input),
  }),
);

builder.mutationField('reopenAccount', (t) =>
  t.field({
    type: UserRef,
    description: "Reopens the caller's closed account (its session can do nothing else) and restores everything",
    resolve: (_root, _args, ctx) => closing.reopenAccount(ctx),
  }),
);
