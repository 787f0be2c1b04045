// The CSV import: a mode, a file, and a confirm that shows the server's dry run first (what the import
// would add, change and remove, the program days it leaves without tasks, every problem) before
// anything is imported. A file with problems cannot be imported; an Add whose rows match existing
// tasks says so and offers Update.
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { graphql } from 'react-relay';
import { IMPORT_MODES, type ImportMode } from '../../../../common/tasks';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { Select } from '../../../ui/Select';
import { toast } from '../../../ui/toast-store';
import type { TaskImportMutation } from './__generated__/TaskImportMutation.graphql';
import type { TaskImportPreviewMutation, TaskImportPreviewMutation$data } from './__generated__/TaskImportPreviewMutation.graphql';

const MODE_HELP: Record<ImportMode, string> = {
  replace: 'Replace: deletes all existing tasks and uses the CSV. The program before it is kept, so it can be restored from the history.',
  update: 'Update: updates tasks with matching IDs and adds new ones.',
  add: 'Add: keeps existing tasks and gives new unique IDs to conflicting ones.',
};

const MODE_LABEL: Record<ImportMode, string> = { replace: 'Replace', update: 'Update', add: 'Add' };

type Preview = NonNullable<TaskImportPreviewMutation$data['previewTaskImport']['preview']>;

interface PendingImport {
  filename: string;
  csv: string;
  mode: ImportMode;
  preview: Preview;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3", "3 and 5", "3 to 30", "3, 5 and 9 to 12": program days, in order. */
export function dayList(days: readonly number[]) {
  const ranges: string[] = [];
  for (let i = 0; i < days.length; ) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j] + 1) j++;
    ranges.push(j > i ? `${days[i]} to ${days[j]}` : String(days[i]));
    i = j + 1;
  }
  return ranges.length > 1 ? `${ranges.slice(0, -1).join(', ')} and ${ranges[ranges.length - 1]}` : (ranges[0] ?? '');
}

/** `taskCount`: how many tasks the program has now; `onImported`: the tasks and uploads changed. */
export function TaskImport({ taskCount, onImported }: { programLength?: number; taskCount: number; onImported: () => void }) {
  const [importTasks, importing] = useMutationResult<TaskImportMutation>(graphql`
    mutation TaskImportMutation($input: ImportTasksInput!) {
      importTasks(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ImportTasksSuccess {
          upload {
            taskCount
            tasksBefore
            tasksAfter
          }
        }
      }
    }
  `);
  const [previewImport, previewing] = useMutationResult<TaskImportPreviewMutation>(graphql`
    mutation TaskImportPreviewMutation($input: ImportTasksInput!) {
      previewTaskImport(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on PreviewTaskImportSuccess {
          preview {
            added
            updated
            removed
            matchingExisting
            emptyDays
            problems {
              row
              column
              message
            }
          }
        }
      }
    }
  `);
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [mode, setMode] = useState<ImportMode>('replace');
  const file = useRef<HTMLInputElement>(null);

  /** Asks the server what the import would do (the dry run), then shows it before importing. */
  const preview = async (filename: string, csv: string, importMode: ImportMode) => {
    const result = await previewImport({ input: { filename, mode: importMode, csv } }, { failure: 'Import failed' });
    if (!result.ok || !result.data.preview) return;
    setPending({ filename, csv, mode: importMode, preview: result.data.preview });
  };

  const onFile = async (f: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!f) return;
    let csv: string;
    try {
      csv = await f.text();
    } catch {
      return toast({ title: 'Import failed', description: 'Failed to import CSV file.', variant: 'destructive' });
    }
    await preview(f.name, csv, mode);
  };

  const runImport = async ({ filename, csv, mode: importMode }: PendingImport) => {
    const result = await importTasks({ input: { filename, mode: importMode, csv } }, { failure: 'Import failed' });
    if (!result.ok) return;
    setPending(null);
    const upload = result.data.upload;
    toast({ title: 'Tasks imported', description: `${upload?.taskCount} tasks imported (${importMode}); the program has ${upload?.tasksAfter} tasks.` });
    onImported();
  };

  const p = pending?.preview;
  const problems = p?.problems ?? [];
  return (
    <>
      <h3 className="font-semibold">Import CSV</h3>
      <Select label="Import mode" value={mode} options={IMPORT_MODES.map((m) => [m, MODE_LABEL[m]] as const)} onChange={(e) => setMode(e.target.value as ImportMode)} />
      <Notice tone={mode === 'replace' ? 'warning' : 'info'}>{MODE_HELP[mode]}</Notice>
      <input ref={file} type="file" accept=".csv,text/csv" aria-label="CSV file" className="hidden" onChange={(e) => onFile(e.target.files?.[0])} />
      <Button variant="secondary" onClick={() => file.current?.click()} disabled={importing || previewing}>
        <Upload className="size-4" /> {importing ? 'Importing...' : previewing ? 'Checking...' : 'Import CSV'}
      </Button>
      <Dialog open={!!pending} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent title={pending?.mode === 'replace' ? 'Replace all tasks?' : 'Import tasks?'}>
          {pending && p && (
            <div className="space-y-4 text-sm text-slate-700">
              <p data-testid="import-summary" className="break-words">
                {pending.filename}, mode {MODE_LABEL[pending.mode]}.
              </p>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1" aria-label="What the import does" data-testid="import-figures">
                <dt>Added</dt>
                <dd className="text-right font-medium">{p.added}</dd>
                <dt>Changed</dt>
                <dd className="text-right font-medium">{p.updated}</dd>
                <dt>Removed</dt>
                <dd className="text-right font-medium">{p.removed}</dd>
                <dt>Matching existing IDs</dt>
                <dd className="text-right font-medium">{p.matchingExisting}</dd>
              </dl>
              {pending.mode === 'replace' && p.removed > 0 && (
                <Notice tone="warning">
                  {plural(p.removed, 'task')} of the {taskCount} in the program will be deleted. The program before this import is kept: Restore in the
                  history puts it back.
                </Notice>
              )}
              {p.emptyDays.length > 0 && (
                <Notice tone="warning">
                  Owners will have no tasks on {p.emptyDays.length === 1 ? 'day' : 'days'} {dayList(p.emptyDays)}.
                </Notice>
              )}
              {pending.mode === 'add' && p.matchingExisting > 0 && (
                <Notice tone="info">
                  <p>
                    {plural(p.matchingExisting, 'row')} {p.matchingExisting === 1 ? 'has the ID of an existing task' : 'have IDs of existing tasks'}: Add keeps
                    those tasks and adds copies with new IDs. Update changes the existing tasks instead ({p.updated} would change).
                  </p>
                  <Button size="sm" variant="secondary" className="mt-2" disabled={previewing} onClick={() => preview(pending.filename, pending.csv, 'update')}>
                    Use Update instead
                  </Button>
                </Notice>
              )}
              {problems.length > 0 && (
                <Notice tone="error">
                  <p className="font-medium">
                    {plural(problems.length, 'problem')}: nothing can be imported until the file is fixed.
                  </p>
                  <ul className="mt-1 max-h-40 list-disc space-y-1 overflow-y-auto break-words pl-5" aria-label="Problems">
                    {problems.map((x) => (
                      <li key={`${x.row}:${x.column}`}>
                        Row {x.row}
                        {x.column ? `, column ${x.column}` : ''}: {x.message}
                      </li>
                    ))}
                  </ul>
                </Notice>
              )}
            </div>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              variant={pending?.mode === 'replace' ? 'destructive' : 'primary'}
              onClick={() => pending && runImport(pending)}
              disabled={importing || problems.length > 0}
            >
              {pending?.mode === 'replace' ? 'Replace Tasks' : 'Import Tasks'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
