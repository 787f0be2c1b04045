// One dialog for adding or editing an article or a script: category, title and the text.
import { useState } from 'react';
import { CONTENT_REQUIRED } from '../../../../common/content';
import { Button } from '../../../ui/Button';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
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
  onClose,
  onSave,
}: {
  title: string;
  bodyLabel: string;
  draft: ContentDraft;
  withReadTime?: boolean;
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
          <Field label="Category" value={v.category} onChange={(e) => setV({ ...v, category: e.target.value })} />
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
