// Admin Scripts: script templates with add, edit and delete (which work, unlike the original panel's).
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast-store';
import type { ScriptsTabCreateMutation } from './__generated__/ScriptsTabCreateMutation.graphql';
import type { ScriptsTabDeleteMutation } from './__generated__/ScriptsTabDeleteMutation.graphql';
import type { ScriptsTabQuery } from './__generated__/ScriptsTabQuery.graphql';
import type { ScriptsTabUpdateMutation } from './__generated__/ScriptsTabUpdateMutation.graphql';
import { type ContentDraft, ContentFormDialog } from './ContentFormDialog';

export function ScriptsTab() {
  const [fetchKey, setFetchKey] = useState(0);
  const { adminScripts } = useLazyLoadQuery<ScriptsTabQuery>(
    graphql`
      query ScriptsTabQuery {
        adminScripts {
          id
          category
          title
          message
        }
      }
    `,
    {},
    // The first render reads what the admin page preloaded; a refresh refetches.
    { fetchPolicy: fetchKey ? 'store-and-network' : 'store-or-network', fetchKey },
  );
  const [create] = useMutation<ScriptsTabCreateMutation>(graphql`
    mutation ScriptsTabCreateMutation($input: ScriptInput!) {
      createScript(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [update] = useMutation<ScriptsTabUpdateMutation>(graphql`
    mutation ScriptsTabUpdateMutation($id: ID!, $input: ScriptInput!) {
      updateScript(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [remove] = useMutation<ScriptsTabDeleteMutation>(graphql`
    mutation ScriptsTabDeleteMutation($id: ID!) {
      deleteScript(id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [editing, setEditing] = useState<ContentDraft | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const done = (ok: string, fail: string) => (r: { readonly __typename: string; readonly message?: string }) => {
    if (!r.__typename.endsWith('Success')) return toast({ title: fail, description: r.message ?? '', variant: 'destructive' });
    toast({ title: ok });
    setEditing(null);
    setDeleting(null);
    setFetchKey((k) => k + 1);
  };
  const save = (d: ContentDraft) => {
    const input = { category: d.category, title: d.title, message: d.body };
    if (d.id) update({ variables: { id: d.id, input }, onCompleted: ({ updateScript: r }) => done('Script updated', 'Error updating script')(r) });
    else create({ variables: { input }, onCompleted: ({ createScript: r }) => done('Script added', 'Error adding script')(r) });
  };
  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing({ category: '', title: '', body: '' })}>
        <Plus className="size-4" /> Add Script
      </Button>
      <ul className="space-y-2">
        {adminScripts.map((s) => (
          <li key={s.id} className="rounded-xl border border-slate-200 bg-white p-3">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{s.title}</p>
                <p className="text-xs text-slate-500">{s.category}</p>
                <p className="mt-1 line-clamp-2 text-sm text-slate-600">{s.message}</p>
              </div>
              <Button size="sm" variant="ghost" aria-label={`Edit ${s.title}`} onClick={() => setEditing({ id: s.id, category: s.category, title: s.title, body: s.message })}>
                <Pencil className="size-4" />
              </Button>
              <Button size="sm" variant="ghost" aria-label={`Delete ${s.title}`} onClick={() => setDeleting({ id: s.id, title: s.title })}>
                <Trash2 className="size-4" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing && <ContentFormDialog title={editing.id ? 'Edit Script' : 'Add Script'} bodyLabel="Message" draft={editing} onClose={() => setEditing(null)} onSave={save} />}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete script?"
        confirmLabel="Delete"
        onConfirm={() => deleting && remove({ variables: { id: deleting.id }, onCompleted: ({ deleteScript: r }) => done('Script deleted', 'Error deleting script')(r) })}
      >
        <p>“{deleting?.title}” will be removed from every owner's library.</p>
      </ConfirmDialog>
    </div>
  );
}
