// register, login, logout.
import { builder } from '../../graphql/builder.js';
import { AuthenticationError, ConflictError, RateLimitError, ValidationError } from '../../graphql/errors.js';
import { UserRef } from '../../graphql/user.js';
import * as account from './account.service.js';
import { AccountClosed } from './account.sign-in.js';
import { TwoFactorRequired } from './account.two-factor.js';

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
    password: t.string({ required: true }),
    stripeSessionId: t.string({ description: 'The Stripe Checkout Session id from /signup?session_id=…' }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

/** The success payload's field (union and result names come from the builder). */
const userResult = { dataField: { name: 'user' } };

builder.mutationField('register', (t) =>
  t.field({
    type: UserRef,
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    errors: { types: [ValidationError, ConflictError, RateLimitError], ...userResult },
    resolve: (_root, { input }, ctx) => account.register(ctx, input),
  }),
);

builder.mutationField('login', (t) =>
  t.field({
    type: UserRef,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    description: 'Signs in; with two-step sign-in on, answers TwoFactorRequired and a 5-minute pending cookie for loginTwoFactor',
    errors: { types: [ValidationError, AuthenticationError, RateLimitError, TwoFactorRequired, AccountClosed], ...userResult },
    resolve: (_root, { input }, ctx) => account.login(ctx, input),
  }),
);

builder.mutationField('logout', (t) =>
  t.boolean({
    description: 'Ends this browser session. Signed-out callers get true as well.',
    resolve: (_root, _args, ctx) => account.logout(ctx),
  }),
);

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
    currentPassword: t.string({ description: 'Required when the email changes' }),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: UserRef,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    errors: { types: [ValidationError, ConflictError], ...userResult },
    resolve: (_root, { input }, ctx) => account.updateProfile(ctx, input),
  }),
);
