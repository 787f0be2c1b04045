// The account's emailed links as pages the server renders, complete without JavaScript (#56):
// /forgot-password (ask for a link), /reset-password/{token} (choose a new password: signed in on this
// device), /confirm-email/{token} (the new address confirms) and /undo-email/{token} (the old address
// undoes a change). A link is opened with GET and acts only on the form's POST, so a mail scanner that
// follows links uses none. Each post runs the same GraphQL mutation as REST; a success redirects (303).
import type { Context as HonoContext } from 'hono';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PASSWORD_MIN_LENGTH } from '../../../common/account.js';
import { Outcome } from '../../kernel/pay-frame.js';
import type { PageRoutes, RouterEnv } from '../../kernel/pages.js';
import { askGraphQL, type GraphQL, privatePage } from '../../private-page.js';
import { LINK_GONE, RESET_LINK_MINUTES } from './account.recovery.js';

type Answer = Record<string, { __typename: string; message?: string; fieldErrors?: { field: string; message: string }[] } | boolean | null>;

/** Runs `query` as the request's caller: its one root field's value, the error member it came to, and the cookies it set. */
async function run(graphql: GraphQL, request: Request, query: string, variables: Record<string, unknown>) {
  const { data, cookies } = await askGraphQL<Answer>(graphql, request, query, variables);
  const field = data ? Object.values(data)[0] : null;
  const failure = field && typeof field === 'object' && field.__typename !== undefined && field.message ? field : null;
  return { value: field, failure, cookies };
}

const button = 'inline-flex h-12 w-full items-center justify-center rounded-lg bg-blue-800 px-5 font-semibold text-white';
const input = 'mt-1 block h-12 w-full rounded-lg border border-slate-400 px-3 text-base';
const link = 'font-semibold text-blue-800 underline';

function Frame({ title, notice, error, children }: { title: string; notice?: string; error?: string; children?: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <main className="mx-auto max-w-md space-y-6 px-4 py-10">
        <p className="text-sm font-semibold text-slate-700">Detailer's Launchpad</p>
        <h1 className="text-3xl font-bold">{title}</h1>
        <Outcome notice={notice} error={error} />
        {children}
      </main>
    </div>
  );
}

function ForgotForm({ email = '' }: { email?: string }) {
  return (
    <form method="post" action="/forgot-password" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <p>Enter the email of your account. We will send you a link to choose a new password.</p>
      <label className="block font-semibold">
        Email
        <input className={input} type="email" name="email" autoComplete="email" required defaultValue={email} />
      </label>
      <button type="submit" className={button}>
        Send me a link
      </button>
      <p className="text-center">
        <a className={link} href="/auth">
          Back to sign in
        </a>
      </p>
    </form>
  );
}

function ResetForm({ token }: { token: string }) {
  return (
    <form method="post" action={`/reset-password/${encodeURIComponent(token)}`} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <label className="block font-semibold">
        New password
        <input className={input} type="password" name="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />
      </label>
      <p className="text-sm text-slate-700">At least {PASSWORD_MIN_LENGTH} characters. Every other device will be signed out.</p>
      <button type="submit" className={button}>
        Save my new password
      </button>
    </form>
  );
}

function Gone() {
  return (
    <p>
      <a className={link} href="/forgot-password">
        Send me a new link
      </a>
    </p>
  );
}

function ConfirmForm({ action, label }: { action: string; label: string }) {
  return (
    <form method="post" action={action}>
      <button type="submit" className={button}>
        {label}
      </button>
    </form>
  );
}

type Page = { status: number; title: string; markup: ReactNode };

export const accountPages: PageRoutes = (app, kit) => {
  const headers = { ...kit.pageHeaders, 'Referrer-Policy': 'no-referrer' };
  const send = (c: HonoContext<RouterEnv>, page: Page) =>
    c.html(privatePage(kit.shell, page.title, renderToString(page.markup)), page.status as 200, headers);
  const form = async (c: HonoContext<RouterEnv>) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    return (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  };

  app.on('POST', ['/forgot-password', '/reset-password/:token', '/confirm-email/:token', '/undo-email/:token'], kit.bodyLimit(16 * 1024), kit.clientIp);
  app.on(['GET', 'POST'], ['/reset-password/:token', '/confirm-email/:token', '/undo-email/:token'], kit.refuseNul('token'));

  app.get('/forgot-password', (c) => send(c, { status: 200, title: 'Forgot your password?', markup: <Frame title="Forgot your password?"><ForgotForm /></Frame> }));
  app.post('/forgot-password', async (c) => {
    const email = (await form(c))('email');
    const { failure } = await run(kit.graphqlFor(c), c.req.raw, 'mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { __typename ... on Error { message } } }', { email });
    if (failure) {
      const status = failure.__typename === 'RateLimitError' ? 429 : 400;
      return send(c, { status, title: 'Forgot your password?', markup: <Frame title="Forgot your password?" error={failure.message}><ForgotForm email={email} /></Frame> });
    }
    const sent = `If an account uses ${email}, we sent it a link to choose a new password. It works for ${RESET_LINK_MINUTES} minutes. Check your spam folder if it does not arrive.`;
    return send(c, { status: 200, title: 'Check your email', markup: <Frame title="Check your email" notice={sent}><p><a className={link} href="/auth">Back to sign in</a></p></Frame> });
  });

  app.get('/reset-password/:token', async (c) => {
    const token = c.req.param('token');
    const { value } = await run(kit.graphqlFor(c), c.req.raw, 'query ($token: String!) { passwordResetLinkLive(token: $token) }', { token });
    if (value !== true) return send(c, { status: 410, title: 'Link expired', markup: <Frame title="Choose a new password" error={LINK_GONE}><Gone /></Frame> });
    return send(c, { status: 200, title: 'Choose a new password', markup: <Frame title="Choose a new password"><ResetForm token={token} /></Frame> });
  });
  app.post('/reset-password/:token', async (c) => {
    const token = c.req.param('token');
    const password = (await form(c))('password');
    const { failure, cookies } = await run(kit.graphqlFor(c), c.req.raw, 'mutation ($token: String!, $password: String!) { resetPassword(input: { token: $token, password: $password }) { __typename ... on Error { message } } }', { token, password });
    if (failure?.__typename === 'GoneError') return send(c, { status: 410, title: 'Link expired', markup: <Frame title="Choose a new password" error={failure.message}><Gone /></Frame> });
    if (failure) return send(c, { status: 400, title: 'Choose a new password', markup: <Frame title="Choose a new password" error={failure.message}><ResetForm token={token} /></Frame> });
    // Signed in on this device: the cookies of the new session go with the redirect to the app.
    for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
    return c.redirect('/?password=reset', 303);
  });

  app.get('/confirm-email/:token', (c) =>
    send(c, { status: 200, title: 'Confirm your new email', markup: <Frame title="Confirm your new email"><p>Confirm that this is the new email of your account.</p><ConfirmForm action={`/confirm-email/${encodeURIComponent(c.req.param('token'))}`} label="Confirm my new email" /></Frame> }),
  );
  app.post('/confirm-email/:token', async (c) => {
    const { failure } = await run(kit.graphqlFor(c), c.req.raw, 'mutation ($token: String!) { confirmEmail(token: $token) { __typename ... on Error { message } ... on ConfirmEmailSuccess { email } } }', { token: c.req.param('token') });
    if (failure) return send(c, { status: failure.__typename === 'GoneError' ? 410 : 409, title: 'Confirm your new email', markup: <Frame title="Confirm your new email" error={failure.message} /> });
    return send(c, { status: 200, title: 'Email confirmed', markup: <Frame title="Email confirmed" notice="Your new email is confirmed. Use it to sign in from now on."><p><a className={link} href="/settings">Go to your settings</a></p></Frame> });
  });

  app.get('/undo-email/:token', (c) =>
    send(c, { status: 200, title: 'Undo the email change', markup: <Frame title="Undo the email change"><p>This puts your account's email back to this address and signs every device out. Then choose a new password.</p><ConfirmForm action={`/undo-email/${encodeURIComponent(c.req.param('token'))}`} label="Undo the change" /></Frame> }),
  );
  app.post('/undo-email/:token', async (c) => {
    const { failure } = await run(kit.graphqlFor(c), c.req.raw, 'mutation ($token: String!) { undoEmailChange(token: $token) { __typename ... on Error { message } } }', { token: c.req.param('token') });
    if (failure) return send(c, { status: failure.__typename === 'GoneError' ? 410 : 409, title: 'Undo the email change', markup: <Frame title="Undo the email change" error={failure.message} /> });
    return send(c, { status: 200, title: 'Email change undone', markup: <Frame title="Email change undone" notice="Your account's email is this address again and every device was signed out."><ForgotForm /></Frame> });
  });
};
