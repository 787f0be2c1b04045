// One dialog for adding or editing an article or a script: category, title and the text.
import { useState } from 'react';
import { CONTENT_REQUIRED } from '../../../../common/content';
import { Button } from '../../../ui/Button';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { Textarea } from '../../../ui/Textarea';
import { toast } from '../../../ui/toast-store';

export interface ContentDraft {
  id?: string;
  category: string;
  title: string;
  body: string;
  readTime?: string;
}

export function ContentFormDialog({
  title,
  bodyLabel,
  draft,
  withReadTime,
  categories,
  onClose,
  onSave,
}: {
  title: string;
  bodyLabel: string;
  draft: ContentDraft;
  withReadTime?: boolean;
  /** When given, the category is chosen from these, with a way to add a new one. */
  categories?: readonly string[];
  onClose: () => void;
  onSave: (d: ContentDraft) => void;
}) {
  const [v, setV] = useState(draft);
  const save = () => {
    if (!v.category.trim() || !v.title.trim() || !v.body.trim()) {
      const [t, description] = CONTENT_REQUIRED.split(' - ');
      return toast({ title: t, description, variant: 'destructive' });
    }
    onSave(v);
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={title}>
        <div className="space-y-3">
          {categories ? (
            <CategoryPicker categories={categories} value={v.category} onChange={(category) => setV({ ...v, category })} />
          ) : (
            <Field label="Category" value={v.category} onChange={(e) => setV({ ...v, category: e.target.value })} />
          )}
          <Field label="Title" value={v.title} onChange={(e) => setV({ ...v, title: e.target.value })} />
          {withReadTime && <Field label="Read time" placeholder="5 min" value={v.readTime ?? ''} onChange={(e) => setV({ ...v, readTime: e.target.value })} />}
          <Textarea label={bodyLabel} rows={8} value={v.body} onChange={(e) => setV({ ...v, body: e.target.value })} />
          <Button className="w-full" onClick={save}>
            Save
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const NEW_CATEGORY = '__new__';

/** Existing categories in a select; "Add a category…" reveals a field for a new one. */
function CategoryPicker({ categories, value, onChange }: { categories: readonly string[]; value: string; onChange: (c: string) => void }) {
  const known = [...new Set(categories)].sort((a, b) => a.localeCompare(b));
  const [adding, setAdding] = useState(known.length === 0 || (value !== '' && !known.includes(value)));
  return (
    <div className="space-y-3">
      <Select
        label="Category"
        value={adding ? NEW_CATEGORY : value}
        placeholder="Choose a category"
        options={[...known, [NEW_CATEGORY, 'Add a category…'] as const]}
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
