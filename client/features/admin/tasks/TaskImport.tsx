// The CSV import: a mode, a file checked with the server's rules, and a confirm that says what will
// happen before anything is imported.
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { graphql } from 'react-relay';
import { csvToRows, IMPORT_MODES, type ImportMode, taskSchema } from '../../../../common/tasks';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Notice } from '../../../ui/Notice';
import { Select } from '../../../ui/Select';
import { toast } from '../../../ui/toast-store';
import type { TaskImportMutation } from './__generated__/TaskImportMutation.graphql';

const MODE_HELP: Record<ImportMode, string> = {
  replace: 'Replace: deletes all existing tasks and uses the CSV. This cannot be undone.',
  update: 'Update: updates tasks with matching IDs and adds new ones.',
  add: 'Add: keeps existing tasks and gives new unique IDs to conflicting ones.',
};

const MODE_LABEL: Record<ImportMode, string> = { replace: 'Replace', update: 'Update', add: 'Add' };

interface PendingImport {
  filename: string;
  csv: string;
  mode: ImportMode;
  rows: number;
  days: number;
}

/** `taskCount`: how many tasks a replace deletes; `onImported`: the tasks and uploads changed. */
export function TaskImport({ programLength, taskCount, onImported }: { programLength: number; taskCount: number; onImported: () => void }) {
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
          }
        }
      }
    }
  `);
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [mode, setMode] = useState<ImportMode>('replace');
  const file = useRef<HTMLInputElement>(null);

  /** Reads and checks the file with the server's rules, then asks before importing. */
  const onFile = async (f: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!f) return;
    const failed = (description: string) => toast({ title: 'Import failed', description, variant: 'destructive' });
    let csv: string;
    try {
      csv = await f.text();
    } catch {
      return failed('Failed to import CSV file.');
    }
    let rows: Record<string, string>[];
    try {
      rows = csvToRows(csv);
    } catch (e) {
      return failed((e as Error).message);
    }
    if (!rows.length) return failed('The CSV file has no tasks.');
    const schema = taskSchema(programLength);
    const days = new Set<number>();
    for (const [i, row] of rows.entries()) {
      const parsed = schema.safeParse(row);
      if (!parsed.success) return failed(`Row ${i + 2}: ${parsed.error.issues[0]?.message}`);
      days.add((parsed.data.week - 1) * 7 + parsed.data.day);
    }
    setPending({ filename: f.name, csv, mode, rows: rows.length, days: days.size });
  };

  const runImport = async ({ filename, csv, mode: importMode }: PendingImport) => {
    const result = await importTasks({ input: { filename, mode: importMode, csv } }, { failure: 'Import failed' });
    if (!result.ok) return;
    setPending(null);
    toast({ title: 'Tasks imported', description: `${result.data.upload?.taskCount} tasks imported (${importMode}).` });
    onImported();
  };

  return (
    <>
      <h3 className="font-semibold">Import CSV</h3>
      <Select label="Import mode" value={mode} options={IMPORT_MODES.map((m) => [m, MODE_LABEL[m]] as const)} onChange={(e) => setMode(e.target.value as ImportMode)} />
      <Notice tone={mode === 'replace' ? 'warning' : 'info'}>{MODE_HELP[mode]}</Notice>
      <input ref={file} type="file" accept=".csv,text/csv" aria-label="CSV file" className="hidden" onChange={(e) => onFile(e.target.files?.[0])} />
      <Button variant="secondary" onClick={() => file.current?.click()} disabled={importing}>
        <Upload className="size-4" /> {importing ? 'Importing...' : 'Import CSV'}
      </Button>
      <ConfirmDialog
        open={!!pending}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.mode === 'replace' ? 'Replace all tasks?' : 'Import tasks?'}
        confirmLabel={pending?.mode === 'replace' ? 'Replace Tasks' : 'Import Tasks'}
        pending={importing}
        onConfirm={() => pending && runImport(pending)}
      >
        {pending && (
          <>
            <p data-testid="import-summary">
              {pending.filename}: {pending.rows} {pending.rows === 1 ? 'task' : 'tasks'} across {pending.days} {pending.days === 1 ? 'day' : 'days'}, mode{' '}
              {MODE_LABEL[pending.mode]}.
            </p>
            <Notice tone={pending.mode === 'replace' ? 'warning' : 'info'}>
              {pending.mode === 'replace' ? `All ${taskCount} existing tasks will be deleted and replaced by this file. This cannot be undone.` : MODE_HELP[pending.mode]}
            </Notice>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
