// Admin Scripts: script templates with add, edit and delete (which work, unlike the original panel's).
// Each mutation returns the script it changed (or its id), and the store updates the list itself.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, useMutation, usePreloadedQuery } from 'react-relay';
import type { RecordProxy } from 'relay-runtime';
import { addToRootList, payloadRecord, removeFromRootList } from '../../../relay/lists';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast-store';
import type { ScriptsTab_script$key } from './__generated__/ScriptsTab_script.graphql';
import type { ScriptsTabCreateMutation } from './__generated__/ScriptsTabCreateMutation.graphql';
import type { ScriptsTabDeleteMutation } from './__generated__/ScriptsTabDeleteMutation.graphql';
import type { ScriptsTabQuery } from './__generated__/ScriptsTabQuery.graphql';
import type { ScriptsTabUpdateMutation } from './__generated__/ScriptsTabUpdateMutation.graphql';
import { type ContentDraft, ContentFormDialog } from './ContentFormDialog';

const scriptFragment = graphql`
  fragment ScriptsTab_script on ScriptTemplate {
    id
    category
    title
    message
    createdAt
  }
`;

/** The server's order: by category, then oldest first. */
const byCategory = (a: RecordProxy, b: RecordProxy) => {
  const key = (r: RecordProxy) => [String(r.getValue('category')), String(r.getValue('createdAt'))];
  const [ca, ta] = key(a);
  const [cb, tb] = key(b);
  return ca === cb ? (ta < tb ? -1 : ta > tb ? 1 : 0) : ca < cb ? -1 : 1;
};

function ScriptRow({ script, onEdit, onDelete }: { script: ScriptsTab_script$key; onEdit: (d: ContentDraft) => void; onDelete: (s: { id: string; title: string }) => void }) {
  const s = useFragment(scriptFragment, script);
  return (
    <li data-testid="script-row" className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{s.title}</p>
          <p className="text-xs text-slate-500">{s.category}</p>
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">{s.message}</p>
        </div>
        <Button size="sm" variant="ghost" aria-label={`Edit ${s.title}`} onClick={() => onEdit({ id: s.id, category: s.category, title: s.title, body: s.message })}>
          <Pencil className="size-4" />
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${s.title}`} onClick={() => onDelete({ id: s.id, title: s.title })}>
          <Trash2 className="size-4" />
        </Button>
      </div>
    </li>
  );
}

export function ScriptsTab({ queryRef }: { queryRef: PreloadedQuery<ScriptsTabQuery> }) {
  const { adminScripts } = usePreloadedQuery<ScriptsTabQuery>(
    graphql`
      query ScriptsTabQuery {
        adminScripts {
          id
          category
          ...ScriptsTab_script
        }
      }
    `,
    queryRef,
  );
  const [create] = useMutation<ScriptsTabCreateMutation>(graphql`
    mutation ScriptsTabCreateMutation($input: ScriptInput!) {
      createScript(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on CreateScriptSuccess {
          script {
            id
            ...ScriptsTab_script
          }
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
        ... on UpdateScriptSuccess {
          script {
            id
            ...ScriptsTab_script
          }
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
        ... on DeleteScriptSuccess {
          deletedScriptId
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
  };
  const save = (d: ContentDraft) => {
    const input = { category: d.category, title: d.title, message: d.body };
    if (d.id) {
      update({
        variables: { id: d.id, input },
        // A new category moves the script to its place.
        updater: (store) => addToRootList(store, 'adminScripts', payloadRecord(store, 'updateScript', 'script'), byCategory),
        onCompleted: ({ updateScript: r }) => done('Script updated', 'Error updating script')(r),
      });
    } else {
      create({
        variables: { input },
        updater: (store) => addToRootList(store, 'adminScripts', payloadRecord(store, 'createScript', 'script'), byCategory),
        onCompleted: ({ createScript: r }) => done('Script added', 'Error adding script')(r),
      });
    }
  };
  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing({ category: '', title: '', body: '' })}>
        <Plus className="size-4" /> Add Script
      </Button>
      <ul className="space-y-2">
        {adminScripts.map((s) => (
          <ScriptRow key={s.id} script={s} onEdit={setEditing} onDelete={setDeleting} />
        ))}
      </ul>
      {editing && <ContentFormDialog title={editing.id ? 'Edit Script' : 'Add Script'} bodyLabel="Message" draft={editing}
          categories={adminScripts.map((s) => s.category)}
          onClose={() => setEditing(null)} onSave={save} />}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete script?"
        confirmLabel="Delete"
        onConfirm={() =>
          deleting &&
          remove({
            variables: { id: deleting.id },
            updater: (store, data) => {
              if (data?.deleteScript.__typename === 'DeleteScriptSuccess') removeFromRootList(store, 'adminScripts', data.deleteScript.deletedScriptId);
            },
            onCompleted: ({ deleteScript: r }) => done('Script deleted', 'Error deleting script')(r),
          })
        }
      >
        <p>“{deleting?.title}” will be removed from every owner's library.</p>
      </ConfirmDialog>
    </div>
  );
}
