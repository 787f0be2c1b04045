// One dialog for adding or editing an article or a script: category, title and the text. Escape, a
// click outside or Close with unsaved changes asks "Discard changes?" first; what is typed is kept as a
// draft in this browser (per article, or "new") until it is saved, and restored when the dialog opens
// again. Articles also have a Preview (the owners' renderer), an image upload, and their read time,
// computed from the content as the server computes it (#59), shown and not typed.
import { ImagePlus } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { ARTICLE_IMAGE_ACCEPT, ARTICLE_IMAGE_MAX_BYTES, ARTICLE_IMAGE_TOO_LARGE, outsideImage, outsideImageMessage } from '../../../../common/article-images';
import { CONTENT_REQUIRED } from '../../../../common/content';
import { readTimeOf, wordCount } from '../../../../common/reading';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Notice } from '../../../ui/Notice';
import { Select } from '../../../ui/Select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { Textarea } from '../../../ui/Textarea';
import { toast } from '../../../ui/toast-store';

const ArticleView = lazy(() => import('../../learning/ArticleView').then((m) => ({ default: m.ArticleView })));

export interface ContentDraft {
  id?: string;
  category: string;
  title: string;
  body: string;
}

/** Where an unsaved draft is kept: per kind, and per record (or "new"). */
export const draftKey = (kind: string, id?: string) => `lp.contentDraft.${kind}.${id ?? 'new'}`;

const fields = ['category', 'title', 'body'] as const;
const same = (a: ContentDraft, b: ContentDraft) => fields.every((f) => (a[f] ?? '') === (b[f] ?? ''));

function readDraft(key: string, fallback: ContentDraft): ContentDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<ContentDraft>;
    const draft = { ...fallback };
    for (const f of fields) if (typeof stored[f] === 'string') draft[f] = stored[f];
    return same(draft, fallback) ? null : draft;
  } catch {
    return null;
  }
}

const writeDraft = (key: string, draft: ContentDraft | null) => {
  try {
    if (draft) localStorage.setItem(key, JSON.stringify(draft));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or off: the draft lives only while the dialog is open.
  }
};

/** Forgets the kept draft of a record (after it is saved). */
export const clearDraft = (kind: string, id?: string) => writeDraft(draftKey(kind, id), null);

export function ContentFormDialog({
  kind,
  title,
  bodyLabel,
  draft,
  article,
  categories,
  onClose,
  onSave,
}: {
  /** Names the kept draft (articles, scripts). */
  kind: string;
  title: string;
  bodyLabel: string;
  draft: ContentDraft;
  /** An article: a Preview tab, an image upload and the read time. */
  article?: boolean;
  /** When given, the category is chosen from these, with a way to add a new one. */
  categories?: readonly string[];
  onClose: () => void;
  onSave: (d: ContentDraft) => void;
}) {
  const key = draftKey(kind, draft.id);
  const [restored] = useState(() => readDraft(key, draft));
  const [v, setV] = useState(restored ?? draft);
  const [asking, setAsking] = useState(false);
  const dirty = !same(v, draft);
  // Counted as the server counts it (common/reading.ts), a moment behind the typing on a long text.
  const body = useDeferredValue(v.body);
  const words = useMemo(() => (article ? wordCount(body) : 0), [article, body]);
  const readTime = readTimeOf(words);
  // What is typed is kept as it changes; going back to what is saved forgets it.
  useEffect(() => writeDraft(key, dirty ? v : null), [key, dirty, v]);

  const save = () => {
    if (!v.category.trim() || !v.title.trim() || !v.body.trim()) {
      const [t, description] = CONTENT_REQUIRED.split(' - ');
      return toast({ title: t, description, variant: 'destructive' });
    }
    const outside = article ? outsideImage(v.body) : null;
    if (outside !== null) return toast({ title: 'Outside image', description: outsideImageMessage(outside), variant: 'destructive' });
    onSave(v);
  };
  /** Escape, a click outside, Close: asks first when something is unsaved. */
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  const discard = () => {
    writeDraft(key, null);
    setAsking(false);
    onClose();
  };

  const form = (
    <div className="space-y-3">
      {categories ? (
        <CategoryPicker categories={categories} value={v.category} onChange={(category) => setV({ ...v, category })} />
      ) : (
        <Field label="Category" value={v.category} onChange={(e) => setV({ ...v, category: e.target.value })} />
      )}
      <Field label="Title" value={v.title} onChange={(e) => setV({ ...v, title: e.target.value })} />
      <Textarea label={bodyLabel} rows={8} value={v.body} onChange={(e) => setV({ ...v, body: e.target.value })} />
      {article && (
        <p className="text-sm text-slate-600" data-testid="article-read-time">
          Read time: {readTime} ({words.toLocaleString('en-US')} {words === 1 ? 'word' : 'words'}), computed from the content
        </p>
      )}
      {article && <ImageUpload onUploaded={(url) => setV((d) => ({ ...d, body: `${d.body.trimEnd()}${d.body.trim() ? '\n\n' : ''}![Describe the image](${url})\n` }))} />}
    </div>
  );

  return (
    <Dialog open onOpenChange={(o) => !o && requestClose()}>
      <DialogContent title={title}>
        <div className="space-y-3">
          {restored && (
            <Notice tone="info">
              Your unsaved draft was restored.{' '}
              <button type="button" className="font-medium underline" onClick={() => setV(draft)}>
                Start over
              </button>
            </Notice>
          )}
          {article ? (
            <Tabs defaultValue="edit">
              <TabsList>
                <TabsTrigger value="edit">Edit</TabsTrigger>
                <TabsTrigger value="preview">Preview</TabsTrigger>
              </TabsList>
              <TabsContent value="edit">{form}</TabsContent>
              <TabsContent value="preview" data-testid="article-preview" className="max-h-[50dvh] overflow-y-auto border border-slate-200 p-3">
                <Suspense fallback={<p className="text-sm text-slate-500">Loading preview...</p>}>
                  <ArticleView article={{ category: v.category || 'Category', title: v.title || 'Title', content: v.body, readTime }} />
                </Suspense>
              </TabsContent>
            </Tabs>
          ) : (
            form
          )}
          <Button className="w-full" onClick={save}>
            Save
          </Button>
        </div>
        <ConfirmDialog open={asking} onOpenChange={setAsking} title="Discard changes?" confirmLabel="Discard" cancelLabel="Keep editing" onConfirm={discard}>
          <p>What you typed since the last save will be lost.</p>
        </ConfirmDialog>
      </DialogContent>
    </Dialog>
  );
}

/** Uploads an image (POST /api/admin/learning/images) and hands its address to the article. */
function ImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    if (file.size > ARTICLE_IMAGE_MAX_BYTES) return toast({ title: 'Image not added', description: ARTICLE_IMAGE_TOO_LARGE, variant: 'destructive' });
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await fetch('/api/admin/learning/images', { method: 'POST', body: form, credentials: 'same-origin' });
      const body = (await res.json().catch(() => ({}))) as { url?: string; error?: string };
      if (!res.ok || !body.url) return toast({ title: 'Image not added', description: body.error ?? 'The upload failed. Please try again.', variant: 'destructive' });
      onUploaded(body.url);
      toast({ title: 'Image added', description: 'Its address is at the end of the content.' });
    } catch {
      toast({ title: 'Image not added', description: 'The upload failed. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={ARTICLE_IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="article-image-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        <ImagePlus className="size-4" /> {busy ? 'Uploading...' : 'Add image'}
      </Button>
      <p className="mt-1 text-xs text-slate-500">PNG, JPEG or WebP, up to 2 MB. Images from other sites are not shown to owners.</p>
    </div>
  );
}

const NEW_CATEGORY = '__new__';

/** Existing categories in a select; "New category…" (chosen on purpose) reveals a field for a new one. */
function CategoryPicker({ categories, value, onChange }: { categories: readonly string[]; value: string; onChange: (c: string) => void }) {
  const known = [...new Set(categories)].sort((a, b) => a.localeCompare(b));
  const [adding, setAdding] = useState(known.length === 0 || (value !== '' && !known.includes(value)));
  return (
    <div className="space-y-3">
      <Select
        label="Category"
        value={adding ? NEW_CATEGORY : value}
        placeholder="Choose a category"
        options={[...known, [NEW_CATEGORY, 'New category…'] as const]}
        onChange={(e) => {
          const next = e.target.value;
          setAdding(next === NEW_CATEGORY);
          onChange(next === NEW_CATEGORY ? '' : next);
        }}
      />
      {adding && <Field label="New category" autoFocus value={value} onChange={(e) => onChange(e.target.value)} />}
    </div>
  );
}
