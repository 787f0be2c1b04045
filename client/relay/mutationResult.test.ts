import { createFormControl } from 'react-hook-form';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import loginMutation, { type useAccountMutationsLoginMutation } from '../features/account/__generated__/useAccountMutationsLoginMutation.graphql';
import { setFieldErrors, showRefusal } from './formErrors';
import { CONNECTION_LOST, commitMutationResult, resultOf } from './mutationResult';

/** An environment whose server answers `answer` (or fails the request with it). */
const environmentAnswering = (answer: object | Error) =>
  new Environment({
    network: Network.create(async () => {
      if (answer instanceof Error) throw answer;
      return answer as never;
    }),
    store: new Store(new RecordSource()),
  });

const login = (answer: object | Error, options: { success?: string; failure?: string } = {}) =>
  commitMutationResult<useAccountMutationsLoginMutation>(environmentAnswering(answer), {
    mutation: loginMutation,
    variables: { input: { email: 'a@example.com', password: 'x' } },
    ...options,
  });

// The toasts the hook shows.
const toasts = vi.hoisted(() => [] as unknown[]);
vi.mock('../ui/toast-store', () => ({ toast: (message: unknown) => toasts.push(message) }));
beforeEach(() => {
  toasts.length = 0;
});

describe('a mutation result', () => {
  it('is the data for a success member, a scalar or any member not named …Error', () => {
    expect(resultOf({ __typename: 'LoginSuccess', user: { id: '1' } })).toEqual({ ok: true, data: { __typename: 'LoginSuccess', user: { id: '1' } } });
    expect(resultOf({ __typename: 'CreatedApiToken', token: 't' })).toMatchObject({ ok: true });
    expect(resultOf(true)).toEqual({ ok: true, data: true });
  });

  it('is a refusal with the kind, the message and the field errors for an Error member', () => {
    const member = { __typename: 'ValidationError', message: 'Enter an email', fieldErrors: [{ field: 'email', message: 'Enter an email' }] };
    expect(resultOf(member)).toEqual({ ok: false, kind: 'ValidationError', message: 'Enter an email', fieldErrors: member.fieldErrors, error: member });
    expect(resultOf({ __typename: 'ConflictError', message: 'Taken', canBookAnyway: true })).toMatchObject({ ok: false, kind: 'ConflictError', fieldErrors: [] });
    // A null payload with GraphQL errors is refused with the first error's message.
    expect(resultOf(null, [{ message: 'You must be signed in.' }])).toMatchObject({ ok: false, kind: 'Error', message: 'You must be signed in.' });
  });

  it('reads the payload of a committed mutation through Relay', async () => {
    const refused = await login({
      data: { login: { __typename: 'ValidationError', __isError: 'ValidationError', message: 'Enter a password', fieldErrors: [{ field: 'password', message: 'Enter a password' }] } },
    });
    expect(refused).toMatchObject({ ok: false, kind: 'ValidationError', message: 'Enter a password', fieldErrors: [{ field: 'password', message: 'Enter a password' }] });
    const authenticated = await login({ data: { login: { __typename: 'AuthenticationError', __isError: 'AuthenticationError', message: 'Invalid email or password' } } });
    expect(authenticated).toMatchObject({ ok: false, kind: 'AuthenticationError', message: 'Invalid email or password', fieldErrors: [] });
  });

  it('maps a GraphQL error to its message and a request that never reached the server to CONNECTION_LOST', async () => {
    expect(await login(new Error('You must be signed in.'))).toMatchObject({ ok: false, kind: 'Error', message: 'You must be signed in.' });
    expect(await login(new TypeError('Failed to fetch'))).toMatchObject({ ok: false, kind: 'Error', message: CONNECTION_LOST });
  });

  it('toasts the refusal under the failure title, and the success title on success', async () => {
    await login(new Error('Too many attempts'), { failure: 'Could not sign in' });
    expect(toasts).toEqual([{ title: 'Could not sign in', description: 'Too many attempts', variant: 'destructive' }]);
    toasts.length = 0;
    await login({ data: { login: { __typename: 'ValidationError', __isError: 'ValidationError', message: 'Enter a password', fieldErrors: [] } } }, { success: 'Welcome back!' });
    expect(toasts).toEqual([]);
  });
});

describe('a refusal on a form', () => {
  const formOf = () => createFormControl<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } });

  it('puts each field error the form has beside its input, and answers the fields set', () => {
    const { control, setError } = formOf();
    const placed = setFieldErrors({ setError }, [
      { field: 'password', message: 'Too short' },
      { field: 'phone', message: 'Not on this form' },
    ], { fields: ['email', 'password'] });
    expect(placed).toEqual(['password']);
    expect(control._formState.errors.password?.message).toBe('Too short');
  });

  it('maps server paths through a function, and shows the root message when no field matched or one found no input', () => {
    const { control, setError } = formOf();
    expect(showRefusal({ setError }, { message: 'Email taken', fieldErrors: [{ field: 'input.email', message: 'Email taken' }] }, { fields: (f) => (f === 'input.email' ? 'email' : null) })).toBe(true);
    expect(control._formState.errors.email?.message).toBe('Email taken');
    expect(showRefusal({ setError }, { message: 'Payment required', fieldErrors: [] }, { fields: ['email'], root: 'root.server', type: 'server' })).toBe(true);
    expect(control._formState.errors.root?.server).toMatchObject({ type: 'server', message: 'Payment required' });
    // A field error with no input on the form brings the message too; the one that has its input still shows.
    const partial = formOf();
    const refusal = { message: 'Check the highlighted fields', fieldErrors: [{ field: 'password', message: 'Too short' }, { field: 'phone', message: 'Not a number' }] };
    expect(showRefusal({ setError: partial.setError }, refusal, { fields: ['email', 'password'], root: 'root.server' })).toBe(true);
    expect(partial.control._formState.errors.password?.message).toBe('Too short');
    expect(partial.control._formState.errors.root?.server?.message).toBe('Check the highlighted fields');
    const whole = formOf();
    expect(showRefusal({ setError: whole.setError }, { ...refusal, fieldErrors: [refusal.fieldErrors[0]] }, { fields: ['email', 'password'], root: 'root.server' })).toBe(true);
    expect(whole.control._formState.errors.root).toBeUndefined();
    // Without a root, nothing is shown: the caller toasts.
    expect(showRefusal({ setError }, { message: 'Payment required', fieldErrors: [] }, { fields: ['email'] })).toBe(false);
  });
});
