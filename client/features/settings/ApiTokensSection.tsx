// API tokens: personal tokens for external tools. A new token is shown once, with a copy button;
// the list shows each token's name, prefix, creation and last use, and revokes with a confirmation.
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { type ApiTokenValues, apiTokenSchema } from '../../../common/account';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { useCopy } from '../../ui/clipboard';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Field } from '../../ui/Field';
import type { ApiTokensSection_query$key } from './__generated__/ApiTokensSection_query.graphql';
import type { ApiTokensSectionCreateMutation } from './__generated__/ApiTokensSectionCreateMutation.graphql';
import type { ApiTokensSectionRevokeMutation } from './__generated__/ApiTokensSectionRevokeMutation.graphql';

/** Keeps the root `apiTokens` list in the store in step with a create or a revoke. */
function updateRootList(store: RecordSourceSelectorProxy, change: (ids: string[]) => string[]) {
  const root = store.getRoot();
  const current = root.getLinkedRecords('apiTokens') ?? [];
  const ids = change(current.flatMap((r) => (r ? [r.getDataID()] : [])));
  root.setLinkedRecords(
    ids.flatMap((id) => store.get(id) ?? []),
    'apiTokens',
  );
}

function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  const [copied, copy] = useCopy('Please select the token and copy it manually.');
  return (
    <div className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3" data-testid="new-token">
      <p className="text-sm font-medium text-emerald-900">Copy this token now. You won't be able to see it again.</p>
      <code className="block break-all rounded bg-white p-2 font-mono text-sm text-slate-900 select-all">{token}</code>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => copy(token)}>
          <Copy className="size-4" /> {copied ? 'Copied!' : 'Copy Token'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

export function ApiTokensSection({ query }: { query: ApiTokensSection_query$key }) {
  const { apiTokens } = useFragment(
    graphql`
      fragment ApiTokensSection_query on Query {
        apiTokens {
          id
          name
          prefix
          createdAt
          lastUsedAt
        }
      }
    `,
    query,
  );
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);

  const [create, creating] = useMutationResult<ApiTokensSectionCreateMutation>(graphql`
    mutation ApiTokensSectionCreateMutation($input: ApiTokenInput!) {
      createApiToken(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on CreatedApiToken {
          token
          apiToken {
            id
            name
            prefix
            createdAt
            lastUsedAt
          }
        }
      }
    }
  `);
  const [revoke, revokePending] = useMutationResult<ApiTokensSectionRevokeMutation>(graphql`
    mutation ApiTokensSectionRevokeMutation($id: ID!) {
      revokeApiToken(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on RevokeApiTokenSuccess {
          revokedApiTokenId @deleteRecord
        }
      }
    }
  `);

  const form = useForm<ApiTokenValues>({ resolver: zodResolver(apiTokenSchema), defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit(async (input) => {
    const result = await create(
      { input },
      {
        updater: (store) => {
          const id = store.getRootField('createApiToken')?.getLinkedRecord('apiToken')?.getDataID();
          if (id) updateRootList(store, (ids) => [id, ...ids]);
        },
        failure: 'Could not create token',
      },
    );
    if (result.ok && result.data.token) {
      setCreated(result.data.token);
      form.reset();
    }
  });

  const confirmRevoke = async () => {
    if (!revoking) return;
    const result = await revoke(
      { id: revoking.id },
      {
        updater: (store) => updateRootList(store, (ids) => ids.filter((id) => id !== revoking.id)),
        success: { title: 'Token revoked', description: `“${revoking.name}” no longer works.` },
        failure: 'Could not revoke token',
      },
    );
    // A failed request leaves the dialog open to try again; an answer closes it.
    if (result.ok || result.kind !== 'Error') setRevoking(null);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>API Tokens</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-600">
          Let your own tools read and update your data through the GraphQL API at <code>/graphql</code>. Send the token as{' '}
          <code>Authorization: Bearer &lt;token&gt;</code>; it can do what you can do.
        </p>
        {created && <NewToken token={created} onDone={() => setCreated(null)} />}
        <form onSubmit={onSubmit} className="flex items-end gap-2" noValidate>
          <Field
            label="Token name"
            placeholder="e.g. Zapier"
            className="flex-1"
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <Button type="submit" disabled={creating}>
            <KeyRound className="size-4" /> {creating ? 'Creating...' : 'Create Token'}
          </Button>
        </form>
        {apiTokens.length === 0 ? (
          <p className="text-sm text-slate-500">No API tokens yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="API tokens">
            {apiTokens.map((t) => (
              <li key={t.id} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{t.name}</p>
                  <p className="text-xs text-slate-500">
                    <code>{t.prefix}…</code> · Created {new Date(t.createdAt).toLocaleDateString()} ·{' '}
                    {t.lastUsedAt ? `Last used ${new Date(t.lastUsedAt).toLocaleString()}` : 'Never used'}
                  </p>
                </div>
                <Button size="sm" variant="secondary" onClick={() => setRevoking({ id: t.id, name: t.name })}>
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this token?"
        confirmLabel="Revoke Token"
        onConfirm={confirmRevoke}
        pending={revokePending}
      >
        <p>Tools using “{revoking?.name}” will stop working at once. This cannot be undone.</p>
      </ConfirmDialog>
    </Card>
  );
}
