// Admin Articles: list with Published/Draft badges, add, edit, publish or draft, delete with confirm.
// Each mutation returns the article it changed (or its id), and the store updates the list itself.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, useMutation, usePreloadedQuery } from 'react-relay';
import { DEFAULT_READ_TIME } from '../../../../common/content';
import { addToRootList, payloadRecord, removeFromRootList } from '../../../relay/lists';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast-store';
import type { ArticlesTab_article$key } from './__generated__/ArticlesTab_article.graphql';
import type { ArticlesTabCreateMutation } from './__generated__/ArticlesTabCreateMutation.graphql';
import type { ArticlesTabDeleteMutation } from './__generated__/ArticlesTabDeleteMutation.graphql';
import type { ArticlesTabQuery } from './__generated__/ArticlesTabQuery.graphql';
import type { ArticlesTabStatusMutation } from './__generated__/ArticlesTabStatusMutation.graphql';
import type { ArticlesTabUpdateMutation } from './__generated__/ArticlesTabUpdateMutation.graphql';
import { type ContentDraft, ContentFormDialog } from './ContentFormDialog';

type Result = { readonly __typename: string; readonly message?: string };

const articleFragment = graphql`
  fragment ArticlesTab_article on Article {
    id
    category
    title
    content
    readTime
    status
  }
`;

function ArticleRow({ article, onEdit, onDelete, onToggle }: { article: ArticlesTab_article$key; onEdit: (d: ContentDraft) => void; onDelete: (a: { id: string; title: string }) => void; onToggle: (id: string, status: 'draft' | 'published') => void }) {
  const a = useFragment(articleFragment, article);
  const published = a.status === 'published';
  return (
    <li data-testid="article-row" className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold">
          <span className="truncate">{a.title}</span>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', published ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700')}>{published ? 'Published' : 'Draft'}</span>
        </p>
        <p className="text-xs text-slate-500">
          {a.category} · {a.readTime}
        </p>
      </div>
      <Button size="sm" variant="secondary" onClick={() => onToggle(a.id, published ? 'draft' : 'published')}>
        {published ? 'Unpublish' : 'Publish'}
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Edit ${a.title}`} onClick={() => onEdit({ id: a.id, category: a.category, title: a.title, body: a.content, readTime: a.readTime })}>
        <Pencil className="size-4" />
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Delete ${a.title}`} onClick={() => onDelete({ id: a.id, title: a.title })}>
        <Trash2 className="size-4" />
      </Button>
    </li>
  );
}

export function ArticlesTab({ queryRef }: { queryRef: PreloadedQuery<ArticlesTabQuery> }) {
  const { adminArticles } = usePreloadedQuery<ArticlesTabQuery>(
    graphql`
      query ArticlesTabQuery {
        adminArticles {
          id
          ...ArticlesTab_article
        }
      }
    `,
    queryRef,
  );
  const [create] = useMutation<ArticlesTabCreateMutation>(graphql`
    mutation ArticlesTabCreateMutation($input: ArticleInput!) {
      createArticle(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on CreateArticleSuccess {
          article {
            id
            ...ArticlesTab_article
          }
        }
      }
    }
  `);
  const [update] = useMutation<ArticlesTabUpdateMutation>(graphql`
    mutation ArticlesTabUpdateMutation($id: ID!, $input: ArticleInput!) {
      updateArticle(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on UpdateArticleSuccess {
          article {
            ...ArticlesTab_article
          }
        }
      }
    }
  `);
  const [setStatus] = useMutation<ArticlesTabStatusMutation>(graphql`
    mutation ArticlesTabStatusMutation($id: ID!, $status: ArticleStatus!) {
      setArticleStatus(id: $id, status: $status) {
        __typename
        ... on Error {
          message
        }
        ... on SetArticleStatusSuccess {
          article {
            id
            status
          }
        }
      }
    }
  `);
  const [remove] = useMutation<ArticlesTabDeleteMutation>(graphql`
    mutation ArticlesTabDeleteMutation($id: ID!) {
      deleteArticle(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on DeleteArticleSuccess {
          deletedArticleId
        }
      }
    }
  `);
  const [editing, setEditing] = useState<ContentDraft | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);

  const report = (ok: string, fail: string, fallback: string) => (r: Result) => {
    if (!r.__typename.endsWith('Success')) {
      toast({ title: fail, description: r.message || fallback, variant: 'destructive' });
      return;
    }
    toast({ title: ok });
    setEditing(null);
    setDeleting(null);
  };

  const save = (d: ContentDraft) => {
    const input = { category: d.category, title: d.title, content: d.body, readTime: d.readTime || null };
    if (d.id) {
      update({ variables: { id: d.id, input }, onCompleted: ({ updateArticle: r }) => report('Article updated', 'Error updating article', 'Failed to update article')(r) });
    } else {
      create({
        variables: { input },
        // Newest first, as the server lists them.
        updater: (store) => addToRootList(store, 'adminArticles', payloadRecord(store, 'createArticle', 'article')),
        onCompleted: ({ createArticle: r }) => report('Article added', 'Error adding article', 'Failed to add article')(r),
      });
    }
  };
  const toggle = (id: string, status: 'draft' | 'published') =>
    setStatus({ variables: { id, status }, onCompleted: ({ setArticleStatus: r }) => report('Status updated', 'Error updating status', 'Failed to update article status')(r) });

  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing({ category: '', title: '', body: '', readTime: DEFAULT_READ_TIME })}>
        <Plus className="size-4" /> Add Article
      </Button>
      <ul className="space-y-2">
        {adminArticles.map((a) => (
          <ArticleRow key={a.id} article={a} onEdit={setEditing} onDelete={setDeleting} onToggle={toggle} />
        ))}
      </ul>
      {editing && <ContentFormDialog title={editing.id ? 'Edit Article' : 'Add Article'} bodyLabel="Content (markdown)" draft={editing} withReadTime onClose={() => setEditing(null)} onSave={save} />}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete article?"
        confirmLabel="Delete"
        onConfirm={() =>
          deleting &&
          remove({
            variables: { id: deleting.id },
            updater: (store, data) => {
              if (data?.deleteArticle.__typename === 'DeleteArticleSuccess') removeFromRootList(store, 'adminArticles', data.deleteArticle.deletedArticleId);
            },
            onCompleted: ({ deleteArticle: r }) => report('Article deleted', 'Error deleting article', 'Failed to delete article')(r),
          })
        }
      >
        <p>“{deleting?.title}” will be removed for everyone. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
