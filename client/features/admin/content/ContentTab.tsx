// Admin content: the articles (Published/Draft badges, Publish or Draft) or the script templates,
// one component parametrised by the kind. Each list is a connection paged like the customer list;
// add puts its answer into it (@prependNode for articles, newest first; @appendNode for scripts),
// edit and status change the record in the store, delete takes the edge out (@deleteEdge).
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { ContentTab_article$key } from './__generated__/ContentTab_article.graphql';
import type { ContentTab_articles$key } from './__generated__/ContentTab_articles.graphql';
import type { ContentTab_script$key } from './__generated__/ContentTab_script.graphql';
import type { ContentTab_scripts$key } from './__generated__/ContentTab_scripts.graphql';
import type { ContentTabArticlesPaginationQuery } from './__generated__/ContentTabArticlesPaginationQuery.graphql';
import type { ContentTabArticlesQuery } from './__generated__/ContentTabArticlesQuery.graphql';
import type { ContentTabArticleStatusMutation } from './__generated__/ContentTabArticleStatusMutation.graphql';
import type { ContentTabCreateArticleMutation } from './__generated__/ContentTabCreateArticleMutation.graphql';
import type { ContentTabCreateScriptMutation } from './__generated__/ContentTabCreateScriptMutation.graphql';
import type { ContentTabDeleteArticleMutation } from './__generated__/ContentTabDeleteArticleMutation.graphql';
import type { ContentTabDeleteScriptMutation } from './__generated__/ContentTabDeleteScriptMutation.graphql';
import type { ContentTabScriptsPaginationQuery } from './__generated__/ContentTabScriptsPaginationQuery.graphql';
import type { ContentTabScriptsQuery } from './__generated__/ContentTabScriptsQuery.graphql';
import type { ContentTabUpdateArticleMutation } from './__generated__/ContentTabUpdateArticleMutation.graphql';
import type { ContentTabUpdateScriptMutation } from './__generated__/ContentTabUpdateScriptMutation.graphql';
import { type ContentDraft, ContentFormDialog, clearDraft } from './ContentFormDialog';
import type { loader } from './ContentTab.loader';

export type ContentKind = 'articles' | 'scripts';
const PAGE_SIZE = 50;

/** What differs between the two kinds besides their data: names, the body's label, the delete warning. */
const KIND = {
  articles: {
    noun: 'Article',
    bodyLabel: 'Content (markdown)',
    testId: 'article-row',
    deleteWarning: (title: string) => `“${title}” will be removed for everyone. This cannot be undone.`,
  },
  scripts: {
    noun: 'Script',
    bodyLabel: 'Message',
    testId: 'script-row',
    deleteWarning: (title: string) => `“${title}” will be removed from every owner's library.`,
  },
} as const;

export const articlesQuery = graphql`
  query ContentTabArticlesQuery {
    ...ContentTab_articles
  }
`;

export const scriptsQuery = graphql`
  query ContentTabScriptsQuery {
    ...ContentTab_scripts
  }
`;

const articleFragment = graphql`
  fragment ContentTab_article on Article {
    id
    category
    title
    content
    readTime
    wordCount
    status
  }
`;

const scriptFragment = graphql`
  fragment ContentTab_script on ScriptTemplate {
    id
    category
    title
    message
  }
`;

type Item = { id: string; category: string; title: string; body: string; readTime?: string; wordCount?: number; status?: string };

/** One row of either kind: its fragment read into the common shape. */
function ContentRow({ kind, item, onEdit, onDelete, onToggle }: { kind: ContentKind; item: ContentTab_article$key | ContentTab_script$key; onEdit: (d: ContentDraft) => void; onDelete: (d: { id: string; title: string }) => void; onToggle: (id: string, status: 'draft' | 'published') => void }) {
  const article = useFragment(articleFragment, kind === 'articles' ? (item as ContentTab_article$key) : null);
  const script = useFragment(scriptFragment, kind === 'scripts' ? (item as ContentTab_script$key) : null);
  const a: Item | null = article ? { ...article, body: article.content } : script ? { ...script, body: script.message } : null;
  if (!a) return null;
  const published = a.status === 'published';
  return (
    <li data-testid={KIND[kind].testId} className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold">
          <span className="truncate">{a.title}</span>
          {a.status && (
            <span data-testid="content-status" className={cn('rounded-full px-2 py-0.5 text-xs font-medium', published ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700')}>{published ? 'Published' : 'Draft'}</span>
          )}
        </p>
        <p className="text-xs text-slate-500">
          {a.category}
          {a.readTime ? ` · ${a.readTime}` : ''}
          {a.wordCount != null ? ` · ${a.wordCount.toLocaleString('en-US')} words` : ''}
        </p>
        {kind === 'scripts' && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{a.body}</p>}
      </div>
      {a.status && (
        <Button size="sm" variant="secondary" onClick={() => onToggle(a.id, published ? 'draft' : 'published')}>
          {published ? 'Draft' : 'Publish'}
        </Button>
      )}
      <Button size="sm" variant="ghost" aria-label={`Edit ${a.title}`} onClick={() => onEdit({ id: a.id, category: a.category, title: a.title, body: a.body })}>
        <Pencil className="size-4" />
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Delete ${a.title}`} onClick={() => onDelete({ id: a.id, title: a.title })}>
        <Trash2 className="size-4" />
      </Button>
    </li>
  );
}

export function ContentTab({ kind, queryRef }: { kind: ContentKind; queryRef: PreloadedQuery<ContentTabArticlesQuery> | PreloadedQuery<ContentTabScriptsQuery> }) {
  const query = usePreloadedQuery(kind === 'articles' ? articlesQuery : scriptsQuery, queryRef as PreloadedQuery<ContentTabArticlesQuery>);
  const articles = usePaginationFragment<ContentTabArticlesPaginationQuery, ContentTab_articles$key>(
    graphql`
      fragment ContentTab_articles on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "ContentTabArticlesPaginationQuery") {
        adminArticles(first: $count, after: $cursor) @connection(key: "ContentTab_adminArticles") {
          __id
          edges {
            node {
              id
              category
              ...ContentTab_article
            }
          }
        }
      }
    `,
    kind === 'articles' ? (query as ContentTab_articles$key) : null,
  );
  const scripts = usePaginationFragment<ContentTabScriptsPaginationQuery, ContentTab_scripts$key>(
    graphql`
      fragment ContentTab_scripts on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "ContentTabScriptsPaginationQuery") {
        adminScripts(first: $count, after: $cursor) @connection(key: "ContentTab_adminScripts") {
          __id
          edges {
            node {
              id
              category
              ...ContentTab_script
            }
          }
        }
      }
    `,
    kind === 'scripts' ? (query as ContentTab_scripts$key) : null,
  );
  const [createArticle] = useMutationResult<ContentTabCreateArticleMutation>(graphql`
    mutation ContentTabCreateArticleMutation($input: ArticleInput!, $connections: [ID!]!) {
      createArticle(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on CreateArticleSuccess {
          article @prependNode(connections: $connections, edgeTypeName: "QueryAdminArticlesConnectionEdge") {
            id
            category
            ...ContentTab_article
          }
        }
      }
    }
  `);
  const [updateArticle] = useMutationResult<ContentTabUpdateArticleMutation>(graphql`
    mutation ContentTabUpdateArticleMutation($id: ID!, $input: ArticleInput!) {
      updateArticle(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on UpdateArticleSuccess {
          article {
            id
            category
            ...ContentTab_article
          }
        }
      }
    }
  `);
  const [setStatus] = useMutationResult<ContentTabArticleStatusMutation>(graphql`
    mutation ContentTabArticleStatusMutation($id: ID!, $status: ArticleStatus!) {
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
  const [deleteArticle] = useMutationResult<ContentTabDeleteArticleMutation>(graphql`
    mutation ContentTabDeleteArticleMutation($id: ID!, $connections: [ID!]!) {
      deleteArticle(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on DeleteArticleSuccess {
          deletedArticleId @deleteEdge(connections: $connections)
        }
      }
    }
  `);
  const [createScript] = useMutationResult<ContentTabCreateScriptMutation>(graphql`
    mutation ContentTabCreateScriptMutation($input: ScriptInput!, $connections: [ID!]!) {
      createScript(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on CreateScriptSuccess {
          script @appendNode(connections: $connections, edgeTypeName: "QueryAdminScriptsConnectionEdge") {
            id
            category
            ...ContentTab_script
          }
        }
      }
    }
  `);
  const [updateScript] = useMutationResult<ContentTabUpdateScriptMutation>(graphql`
    mutation ContentTabUpdateScriptMutation($id: ID!, $input: ScriptInput!) {
      updateScript(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on UpdateScriptSuccess {
          script {
            id
            category
            ...ContentTab_script
          }
        }
      }
    }
  `);
  const [deleteScript] = useMutationResult<ContentTabDeleteScriptMutation>(graphql`
    mutation ContentTabDeleteScriptMutation($id: ID!, $connections: [ID!]!) {
      deleteScript(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on DeleteScriptSuccess {
          deletedScriptId @deleteEdge(connections: $connections)
        }
      }
    }
  `);
  const [editing, setEditing] = useState<ContentDraft | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);

  const { noun, bodyLabel, deleteWarning } = KIND[kind];
  const lower = noun.toLowerCase();
  const list = kind === 'articles' ? articles : scripts;
  const connection = kind === 'articles' ? articles.data?.adminArticles : scripts.data?.adminScripts;
  const connections = connection ? [connection.__id] : [];
  const edges = connection?.edges ?? [];
  const categories =
    kind === 'articles' ? articles.data?.adminArticles.edges.map((e) => e.node.category) : scripts.data?.adminScripts.edges.map((e) => e.node.category);

  /** A success closes the dialogs (the hook toasts what happened); a saved form's kept draft is forgotten. */
  const closeOn = ({ ok }: { ok: boolean }, saved?: ContentDraft) => {
    if (!ok) return;
    if (saved) clearDraft(kind, saved.id);
    setEditing(null);
    setDeleting(null);
  };
  const addOptions = { success: `${noun} added`, failure: `Error adding ${lower}` };
  const updateOptions = { success: `${noun} updated`, failure: `Error updating ${lower}` };
  const deleteOptions = { success: `${noun} deleted`, failure: `Error deleting ${lower}` };

  const save = async (d: ContentDraft) => {
    const common = { category: d.category, title: d.title };
    if (kind === 'articles') {
      const input = { ...common, content: d.body };
      closeOn(d.id ? await updateArticle({ id: d.id, input }, updateOptions) : await createArticle({ input, connections }, addOptions), d);
    } else {
      const input = { ...common, message: d.body };
      closeOn(d.id ? await updateScript({ id: d.id, input }, updateOptions) : await createScript({ input, connections }, addOptions), d);
    }
  };
  const toggle = async (id: string, status: 'draft' | 'published') =>
    closeOn(await setStatus({ id, status }, { success: 'Status updated', failure: 'Error updating status' }));
  const remove = async (id: string) =>
    closeOn(kind === 'articles' ? await deleteArticle({ id, connections }, deleteOptions) : await deleteScript({ id, connections }, deleteOptions));

  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing({ category: '', title: '', body: '' })}>
        <Plus className="size-4" /> Add {noun}
      </Button>
      <ul className="space-y-2">
        {edges.map((e) => (
          <ContentRow key={e.node.id} kind={kind} item={e.node} onEdit={setEditing} onDelete={setDeleting} onToggle={toggle} />
        ))}
      </ul>
      {list.hasNext && (
        <Button variant="secondary" className="w-full" onClick={() => list.loadNext(PAGE_SIZE)} disabled={list.isLoadingNext}>
          {list.isLoadingNext ? 'Loading...' : 'Load more'}
        </Button>
      )}
      {editing && (
        <ContentFormDialog
          kind={kind}
          article={kind === 'articles'}
          title={`${editing.id ? 'Edit' : 'Add'} ${noun}`}
          bodyLabel={bodyLabel}
          draft={editing}
          categories={categories}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      <ConfirmDialog open={!!deleting} onOpenChange={(o) => !o && setDeleting(null)} title={`Delete ${lower}?`} confirmLabel="Delete" onConfirm={() => deleting && remove(deleting.id)}>
        <p>{deleting && deleteWarning(deleting.title)}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The route's page (/admin/content/articles, /admin/content/scripts): the kind and query its loader chose. */
export function Component() {
  const { kind, ref } = useLoaderData() as ReturnType<typeof loader>;
  // One component for both kinds, remounted when the kind changes (its hooks read the other query).
  return <ContentTab key={kind} kind={kind} queryRef={ref} />;
}
