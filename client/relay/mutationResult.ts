// One way to run a mutation and read its answer: a promise of `{ ok: true, data }` (the payload) or
// `{ ok: false, kind, message, fieldErrors }` (a member of the result union that implements Error,
// a GraphQL error such as "You must be signed in.", or the server out of reach).
import { useCallback } from 'react';
import { type UseMutationConfig, useMutation } from 'react-relay';
import {
  commitMutation,
  type Environment,
  type GraphQLTaggedNode,
  type MutationConfig,
  type MutationParameters,
  type PayloadError,
} from 'relay-runtime';
import { type ToastMessage, toast } from '../ui/toast-store';
import { CONNECTION_LOST, isNetworkError } from './environment';

export type ServerFieldErrors = readonly { readonly field: string; readonly message: string }[];

/** What a form shows of a refusal: the message, and the message of each field the server named. */
export interface Refusal {
  ok: false;
  /** The union member's __typename (ValidationError, ConflictError…); 'Error' for a GraphQL or network error. */
  kind: string;
  message: string;
  fieldErrors: ServerFieldErrors;
}

/** The mutation's root field: its result union (flattened by Relay), or a scalar such as `logout`'s Boolean. */
export type PayloadOf<T extends MutationParameters> = T['response'][keyof T['response']];
export type MutationResult<P> = { ok: true; data: P } | (Refusal & { /** The union member, for its other fields (canBookAnyway). */ error: P | null });

export { CONNECTION_LOST };
/** Shown for a refusal that came without a message (the selection forgot `... on Error { message }`). */
const FALLBACK = 'Something went wrong. Please try again.';

/** A rejected request: the server's message (a GraphQL error), or CONNECTION_LOST. */
export const refusalOfError = (error: Error): Refusal & { error: null } => ({
  ok: false,
  kind: 'Error',
  message: isNetworkError(error) ? CONNECTION_LOST : error.message || FALLBACK,
  fieldErrors: [],
  error: null,
});

type ErrorMember = { readonly __typename?: string; readonly message?: string | null; readonly fieldErrors?: ServerFieldErrors | null };

/**
 * Reads a mutation's payload: a union member whose name ends in `Error` (the errors plugin's
 * ValidationError, NotFoundError, ConflictError, PaymentRequiredError, RateLimitError,
 * AuthenticationError) is a refusal; anything else (`…Success`, `CreatedApiToken`, a scalar) is the data.
 */
export function resultOf<P>(payload: P, errors?: readonly PayloadError[] | null): MutationResult<P> {
  const member = payload as ErrorMember | null | undefined;
  if (member == null && errors?.length) return { ...refusalOfError(new Error(errors[0].message)), error: null };
  if (member && typeof member === 'object' && member.__typename?.endsWith('Error')) {
    return { ok: false, kind: member.__typename, message: member.message || FALLBACK, fieldErrors: member.fieldErrors ?? [], error: payload };
  }
  return { ok: true, data: payload };
}

/** The root field's value of a response (mutations here select one root field). */
const payloadOf = <T extends MutationParameters>(response: T['response']) => Object.values(response as object)[0] as PayloadOf<T>;

type ToastText = string | { title: string; description?: string };
export interface ResultOptions {
  /** A toast on success (the title, or title and description). */
  success?: ToastText;
  /** A destructive toast on refusal: this title, the refusal's message as description. */
  failure?: string;
}

function announce<P>(result: MutationResult<P>, options: ResultOptions | undefined) {
  if (result.ok && options?.success) {
    toast(typeof options.success === 'string' ? { title: options.success } : options.success);
  } else if (!result.ok && options?.failure) {
    toast({ title: options.failure, description: result.message, variant: 'destructive' } satisfies Omit<ToastMessage, 'id' | 'open'>);
  }
  return result;
}

/** The rest of Relay's mutation config (updater, optimistic response, uploadables), as documented by Relay. */
export type CommitOptions<T extends MutationParameters> = Omit<UseMutationConfig<T>, 'variables' | 'onCompleted' | 'onError' | 'onNext' | 'onUnsubscribe'> &
  ResultOptions;

/**
 * Relay's useMutation with the answer as a promise: `const [save, saving] = useMutationResult<M>(mutation)`,
 * then `const result = await save(variables, { updater, success: 'Saved', failure: 'Could not save' })`.
 * The promise never rejects.
 */
export function useMutationResult<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables'], options?: CommitOptions<T>) => {
      const { success, failure, ...config } = options ?? {};
      return new Promise<MutationResult<PayloadOf<T>>>((resolve) => {
        commit({
          ...config,
          variables,
          onCompleted: (response, errors) => resolve(announce(resultOf(payloadOf<T>(response), errors), { success, failure })),
          onError: (error) => resolve(announce<PayloadOf<T>>(refusalOfError(error), { success, failure })),
        });
      });
    },
    [commit],
  );
  return [run, isInFlight] as const;
}

/** The same outside React (the booking page commits on the environment it rendered with). */
export function commitMutationResult<T extends MutationParameters>(
  environment: Environment,
  config: Omit<MutationConfig<T>, 'onCompleted' | 'onError' | 'onNext' | 'onUnsubscribe'> & ResultOptions,
) {
  const { success, failure, ...rest } = config;
  return new Promise<MutationResult<PayloadOf<T>>>((resolve) => {
    commitMutation<T>(environment, {
      ...rest,
      onCompleted: (response, errors) => resolve(announce(resultOf(payloadOf<T>(response), errors), { success, failure })),
      onError: (error) => resolve(announce<PayloadOf<T>>(refusalOfError(error), { success, failure })),
    });
  });
}
