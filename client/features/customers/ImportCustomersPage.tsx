// /customers/import: bring customers in from a CSV file (issue 56). The file is read in the browser and
// checked by the server (a dry run): its guessed mapping (one select per column), the first rows, every
// row's problems; then the import, with "Undo this import" for 24 hours.
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, IMPORT_MAX_BYTES, IMPORT_NOT_CSV, IMPORT_TOO_LARGE, type ImportField } from '../../../common/customer-import';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { PageHeader } from '../../ui/PageHeader';
import { Select } from '../../ui/Select';
import type { ImportCustomersPageImportMutation, ImportCustomersPageImportMutation$data } from './__generated__/ImportCustomersPageImportMutation.graphql';
import { ImportResult } from './ImportResult';

type Report = NonNullable<ImportCustomersPageImportMutation$data['importCustomers']['report']>;
interface Choices {
  /** Each column's field ('' = not imported); by position, as a column's name may hold a dot. */
  mapping: { column: string; field: ImportField | '' }[];
  duplicates: 'skip' | 'merge';
  consentConfirmed: boolean;
}
const IGNORE = "Don't import";
const FIELD_OPTIONS = [['', IGNORE] as const, ...IMPORT_FIELDS.map((f) => [f, IMPORT_FIELD_LABELS[f]] as const)];

export function ImportCustomers() {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [done, setDone] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Choices>({ defaultValues: { mapping: [], duplicates: 'skip', consentConfirmed: false } });
  const [commit, busy] = useMutationResult<ImportCustomersPageImportMutation>(graphql`
    mutation ImportCustomersPageImportMutation($input: ImportCustomersInput!) {
      importCustomers(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ImportCustomersSuccess {
          report {
            importId rows valid duplicates created merged skipped invalid
            problems { row field message }
            mapping { column field }
            sample { row cells { column value } }
          }
        }
      }
    }
  `);

  const run = async (text: string, choices: Choices | null, dryRun: boolean) => {
    setError(null);
    const mapping = choices?.mapping.map(({ column, field }) => ({ column, field: field || null }));
    const result = await commit({
      input: { csv: text, dryRun, mapping, duplicates: choices?.duplicates ?? 'skip', consentConfirmed: !!choices?.consentConfirmed },
    });
    if (!result.ok || !result.data.report) {
      setError(result.ok ? 'Something went wrong. Please try again.' : result.message);
      return null;
    }
    return result.data.report;
  };

  const choose = async (chosen: File | undefined) => {
    setReport(null);
    setDone(null);
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) return setError(IMPORT_TOO_LARGE);
    const text = await chosen.text();
    if (text.includes('\u0000')) return setError(IMPORT_NOT_CSV);
    setFile({ name: chosen.name, text });
    const preview = await run(text, null, true);
    if (!preview) return;
    form.reset({ mapping: preview.mapping.map((m) => ({ column: m.column, field: (m.field as ImportField | null) ?? '' })), duplicates: 'skip', consentConfirmed: false });
    setReport(preview);
  };

  // A changed select checks the file again with the new mapping.
  const remap = async () => {
    if (!file) return;
    const preview = await run(file.text, form.getValues(), true);
    if (preview) setReport(preview);
  };

  const submit = form.handleSubmit(async (choices) => {
    if (!file) return;
    const result = await run(file.text, choices, false);
    if (result) setDone(result);
  });

  const again = () => {
    setDone(null);
    setReport(null);
    setFile(null);
  };
  if (done) return <ImportResult result={done} onAgain={again} />;
  const mapping = form.watch('mapping');
  const fieldOf = new Map(mapping.map((m) => [m.column, m.field]));
  const consentMapped = mapping.some((m) => m.field === 'smsConsent');
  const toImport = report ? report.valid - (form.watch('duplicates') === 'skip' ? report.duplicates : 0) : 0;

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Import customers</h1>
      <p className="text-sm text-slate-600">
        Choose a CSV file: a spreadsheet saved as CSV, or the customer export of Google Contacts, Square or Jobber. Its first row must name the columns.
      </p>
      <label className="flex h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed border-slate-400 bg-white text-sm font-medium">
        <FileUp className="size-4" aria-hidden /> {file ? `${file.name} — choose another file` : 'Choose a CSV file'}
        <input type="file" accept=".csv,text/csv" className="sr-only" onChange={(e) => choose(e.target.files?.[0])} />
      </label>
      {error && <Notice tone="error">{error}</Notice>}
      {report && (
        <form onSubmit={submit} className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle>Columns</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              {report.mapping.map((m, i) => (
                <Select key={m.column} label={m.column} options={FIELD_OPTIONS} {...form.register(`mapping.${i}.field`, { onChange: remap })} />
              ))}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>First rows</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-2 text-sm">
                {report.sample.map((r) => (
                  <li key={r.row} className="rounded-lg border border-slate-200 p-2">
                    <span className="text-xs text-slate-500">Row {r.row}</span>
                    {r.cells
                      .filter((c) => fieldOf.get(c.column) && c.value)
                      .map((c) => (
                        <div key={c.column}>
                          <span className="text-slate-500">{IMPORT_FIELD_LABELS[fieldOf.get(c.column) as ImportField]}:</span> {c.value}
                        </div>
                      ))}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Check</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              <p>
                {report.rows} rows: {report.valid - report.duplicates} new, {report.duplicates} {report.duplicates === 1 ? 'duplicate' : 'duplicates'}, {report.rows - report.valid}{' '}
                with problems (not imported).
              </p>
              {report.problems.length > 0 && (
                <ul aria-label="Problems" className="max-h-64 space-y-1 overflow-y-auto text-red-700">
                  {report.problems.map((p) => (
                    <li key={`${p.row}-${p.field}`}>
                      Row {p.row} · {IMPORT_FIELD_LABELS[p.field as ImportField] ?? p.field}: {p.message}
                    </li>
                  ))}
                </ul>
              )}
              <fieldset className="space-y-2">
                <legend className="font-medium">Customers already on file (same phone or email)</legend>
                <label className="flex items-center gap-2">
                  <input type="radio" value="skip" className="size-4" {...form.register('duplicates')} /> Skip them
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" value="merge" className="size-4" {...form.register('duplicates')} /> Merge: fill their empty fields and add new vehicles
                </label>
              </fieldset>
              {consentMapped && (
                <label className="flex items-start gap-2">
                  <input type="checkbox" className="mt-0.5 size-4" {...form.register('consentConfirmed')} />
                  These customers agreed to receive texts
                </label>
              )}
            </CardContent>
          </Card>
          <Button type="submit" className="w-full" disabled={busy || report.valid === 0}>
            {busy ? 'Working…' : `Import ${toImport} ${toImport === 1 ? 'customer' : 'customers'}`}
          </Button>
        </form>
      )}
    </div>
  );
}

export function Component() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <PageHeader to="/customers" label="Back to Customers" />
      <main className="mx-auto max-w-2xl px-4 py-5">
        <ImportCustomers />
      </main>
    </div>
  );
}
