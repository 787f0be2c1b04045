// The program's CSV (#57): refusals that change nothing, the checklist one item per line and the BOM,
// the dry run's figures, deleting an upload (what it empties), restore, renames that keep owners'
// progress, and the audit of every import, deletion and restore.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKLIST_NOT_JSON, emptyDaysPhrase, missingColumnsMessage, notWholeNumber, UTF8_BOM } from '../../../common/tasks.js';
import { toGlobalId } from '../../rest/rest.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { ALREADY_RESTORED, laterImportMessage, NO_TASKS, notTaskCsv } from './admin.tasks.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.admin();
});
afterAll(() => t?.close());

const HEADER = 'taskId,title,description,timeRequired,checklist,scripts,week,day,displayOrder';
const csv = (rows: string[], header = HEADER) => [header, ...rows].join('\n');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const importCsv = (text: string, mode = 'replace', filename = 'tasks.csv') => admin.rest('POST', '/api/admin/tasks/import', { filename, mode, csv: text });
const dryRun = (text: string, mode = 'replace') => admin.rest('POST', '/api/admin/tasks/import?dryRun=true', { filename: 'check.csv', mode, csv: text });
/** The program as owners see it: every task's fields, in order. */
const program = () =>
  t.prisma.dailyTask.findMany({
    orderBy: [{ week: 'asc' }, { day: 'asc' }, { displayOrder: 'asc' }, { taskId: 'asc' }],
    select: { id: true, taskId: true, title: true, description: true, timeRequired: true, checklist: true, scripts: true, week: true, day: true, displayOrder: true },
  });
const audits = (action: string) => t.prisma.adminAudit.findMany({ where: { action }, orderBy: { at: 'desc' } });

const BASE = ['a1,First,Desc,,,,1,1,1', 'a2,Second,Desc,,,,1,2,1', 'a3,Third,Desc,,,,1,3,1'];
let base: Awaited<ReturnType<typeof importCsv>>;
beforeEach(async () => {
  base = await importCsv(csv(BASE), 'replace', 'base.csv');
  expect(base.status, JSON.stringify(base.body)).toBe(200);
});

describe('refusals', () => {
  it.each([
    ['a week that is a word', csv(['b1,T,D,,,,1,1,1', 'b2,T,D,,,,five,1,1']), `Row 3: ${notWholeNumber('week', 'five')}`],
    ['a day like "Week 2"', csv(['b1,T,D,,,,1,Week 2,1']), `Row 2: ${notWholeNumber('day', 'Week 2')}`],
    ['a displayOrder that is not whole', csv(['b1,T,D,,,,1,1,1', 'b2,T,D,,,,1,1,1', 'b3,T,D,,,,1,1,2.5']), `Row 4: ${notWholeNumber('displayOrder', '2.5')}`],
    ['a file without a day column', csv(['b1,T,D,1'], 'taskId,title,description,week'), missingColumnsMessage(['day'])],
    ['a file without a week column', csv(['b1,T,D,1'], 'taskId,title,description,day'), missingColumnsMessage(['week'])],
    ['a checklist with curly quotes', csv(['b1,T,D,,"[“Call”, “Text”]",,1,1,1']), `Row 2: ${CHECKLIST_NOT_JSON}`],
  ])('%s is refused with 400 naming the row and column, and nothing changes', async (_name, text, error) => {
    const before = await program();
    const uploads = await t.prisma.csvUpload.count();
    const audited = (await audits('tasks.import')).length;
    for (const mode of ['replace', 'update', 'add']) {
      expect(await importCsv(text, mode, 'bad.csv')).toMatchObject({ status: 400, body: { error } });
    }
    expect(await program()).toEqual(before);
    expect(await t.prisma.csvUpload.count()).toBe(uploads);
    expect(await audits('tasks.import')).toHaveLength(audited);
  });

  it('the same rules hold for a task edited by hand and for rows sent as JSON', async () => {
    const task = { taskId: 'hand-1', title: 'T', description: 'D', week: 1, day: 'five' };
    expect(await admin.rest('POST', '/api/admin/tasks', task)).toMatchObject({ status: 400, body: { error: notWholeNumber('day', 'five') } });
    expect(await admin.rest('POST', '/api/admin/tasks', { ...task, day: 2, checklist: '[“a”]' })).toMatchObject({ status: 400, body: { error: CHECKLIST_NOT_JSON } });
    const rows = await admin.rest('POST', '/api/admin/tasks/import', { filename: 'rows.json', mode: 'add', tasks: [{ taskId: 'j1', title: 'T', description: 'D', week: 1 }] });
    expect(rows).toMatchObject({ status: 400, body: { error: missingColumnsMessage(['day']) } });
    expect(await t.prisma.dailyTask.count({ where: { taskId: { in: ['hand-1', 'j1'] } } })).toBe(0);
  });
});

describe('the checklist and the export', () => {
  it('exports a checklist one item per line after a byte-order mark, and imports that and JSON lists back to the same program', async () => {
    const imported = await importCsv(
      csv(['c1,Lines,D,,"Find shops\nCall them\n\nBook one",,1,1,1', 'c2,JSON,D,,"[""-dash"", ""@at""]",,1,2,1', 'c3,Odd,D,,"[""[draft] item""]",,1,3,1']),
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const before = await program();
    expect(before.map((x) => x.checklist)).toEqual([['Find shops', 'Call them', 'Book one'], ['-dash', '@at'], ['[draft] item']]);
    const res = await admin.send('GET', '/api/admin/tasks/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="daily_tasks.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(`${UTF8_BOM}"taskId"`)).toBe(true);
    expect(text).toContain('"Find shops\nCall them\nBook one"');
    // A first item that starts with "[" cannot be a line: the cell stays a JSON list.
    expect(text).toContain('"[""[draft] item""]"');
    expect(await importCsv(text, 'replace', 'daily_tasks.csv')).toMatchObject({ status: 200 });
    expect((await program()).map(({ id: _id, ...x }) => x)).toEqual(before.map(({ id: _id, ...x }) => x));
  });

  it('the export is refused to owners and signed-out callers', async () => {
    expect((await (await t.owner()).send('GET', '/api/admin/tasks/export.csv')).status).toBe(403);
    expect((await t.caller().send('GET', '/api/admin/tasks/export.csv')).status).toBe(401);
  });
});

describe('the dry run', () => {
  const FILE = csv(['a1,First,Desc,,,,1,1,1', 'a2,Second (edited),Desc,,,,1,2,1', 'n1,New,Desc,,,,1,4,1']);

  it.each([
    ['replace', { added: 1, updated: 1, removed: 1, matchingExisting: 2, emptyDays: [3, ...range(5, 30)] }],
    ['update', { added: 1, updated: 1, removed: 0, matchingExisting: 2, emptyDays: range(5, 30) }],
    ['add', { added: 3, updated: 1, removed: 0, matchingExisting: 2, emptyDays: range(5, 30) }],
  ])('%s: the figures, and nothing changes', async (mode, figures) => {
    const before = await program();
    const uploads = await t.prisma.csvUpload.count();
    expect(await dryRun(FILE, mode)).toMatchObject({ status: 200, body: { ...figures, problems: [] } });
    const gql = await admin.gql(
      `mutation($i: ImportTasksInput!) { previewTaskImport(input: $i) { ... on PreviewTaskImportSuccess { preview { added updated removed matchingExisting emptyDays problems { row column message } } } } }`,
      { i: { filename: 'check.csv', mode, csv: FILE } },
    );
    expect(gql.data.previewTaskImport.preview).toEqual({ ...figures, problems: [] });
    expect(await program()).toEqual(before);
    expect(await t.prisma.csvUpload.count()).toBe(uploads);
  });

  it('answers 200 with every problem (row with the header as row 1, column), and the figures of the good rows', async () => {
    const res = await dryRun(csv(['a1,First,Desc,,,,1,1,1', 'b1,,Desc,,,,1,2,1', 'b2,T,D,,,,five,1,1', 'b3,T,D,,"[“x”]",,1,Week 2,1']), 'update');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: 0, updated: 0, matchingExisting: 1 });
    expect(res.body.problems).toEqual([
      { row: 3, column: 'title', message: 'Missing information - Please fill in all required fields.' },
      { row: 4, column: 'week', message: notWholeNumber('week', 'five') },
      { row: 5, column: 'checklist', message: CHECKLIST_NOT_JSON },
      { row: 5, column: 'day', message: notWholeNumber('day', 'Week 2') },
    ]);
    expect((await dryRun(csv(['b1,T,D,1'], 'taskId,title,description,week'))).body.problems).toEqual([
      { row: 1, column: 'day', message: missingColumnsMessage(['day']) },
    ]);
    // A file with nothing to check is refused as the import refuses it.
    expect(await dryRun(csv([]))).toMatchObject({ status: 400, body: { error: NO_TASKS } });
    expect(await dryRun('firstName,phone\nAna,555')).toMatchObject({ status: 400, body: { error: notTaskCsv() } });
    expect((await dryRun(csv(['a1,Dup,D,,,,1,1,1', 'a1,Dup,D,,,,1,2,1']))).body.problems).toEqual([
      { row: 3, column: 'taskId', message: 'duplicate taskId "a1" (also on row 2)' },
    ]);
  });

  it('is refused to owners and signed-out callers, as the import is', async () => {
    expect((await (await t.owner()).rest('POST', '/api/admin/tasks/import?dryRun=true', { filename: 'x.csv', csv: FILE })).status).toBe(403);
    expect((await t.caller().rest('POST', '/api/admin/tasks/import?dryRun=true', { filename: 'x.csv', csv: FILE })).status).toBe(401);
  });
});

describe('deleting an import', () => {
  const deletion = async (uploadId: string) =>
    (await admin.gql(`query($id: ID!) { node(id: $id) { ... on CsvUpload { mode deletion { removes tasksBefore tasksAfter emptyDays emptiedDays message } } } }`, {
      id: toGlobalId('CsvUpload', uploadId),
    })).data.node;

  it('the dialog states the count and the days it empties, computed on the server', async () => {
    // The whole program came from base.csv: deleting it leaves the built-in days 1 and 2.
    expect(await deletion(base.body.upload.id)).toEqual({
      mode: 'replace',
      deletion: { removes: 3, tasksBefore: 3, tasksAfter: 0, emptyDays: range(3, 30), emptiedDays: [3], message: 'Removes all 3 tasks: owners will have no tasks on day 3.' },
    });
    const many = await importCsv(csv(range(1, 30).map((d) => `m${d},Day ${d},D,,,,${Math.ceil(d / 7)},${((d - 1) % 7) + 1},1`)), 'replace', 'month.csv');
    expect((await deletion(many.body.upload.id)).deletion.message).toBe('Removes all 30 tasks: owners will have no tasks from day 3.');
    const added = await importCsv(csv(['x1,Extra,D,,,,1,1,2', 'x2,Extra,D,,,,2,1,2']), 'add', 'extra.csv');
    expect((await deletion(added.body.upload.id)).deletion).toMatchObject({ removes: 2, emptiedDays: [], message: 'Removes 2 tasks.' });
    expect(emptyDaysPhrase([3, 5, 9, 10, 11], 30)).toBe('on days 3, 5 and 9 to 11');
  });

  it('deleting is audited with the counts, in the same transaction', async () => {
    const added = await importCsv(csv(['x1,Extra,D,,,,1,1,2']), 'add', 'extra.csv');
    expect((await admin.rest('DELETE', `/api/admin/csv-uploads/${added.body.upload.id}`)).status).toBe(200);
    const [entry] = await audits('tasks.upload-delete');
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      subjectType: 'csvUpload',
      subjectId: added.body.upload.id,
      subjectLabel: 'extra.csv',
      details: { mode: 'add', filename: 'extra.csv', before: 4, after: 3, removed: 1 },
    });
  });
});

describe('restore', () => {
  it('puts the program back as it was before the import, marks it restored and audits it', async () => {
    const before = await program();
    const replaced = await importCsv(csv(['r1,Only,D,,,,2,1,1']), 'replace', 'oops.csv');
    expect(replaced.body.upload).toMatchObject({ tasksBefore: 3, tasksAfter: 1, restoredAt: null });
    const res = await admin.rest('POST', `/api/admin/csv-uploads/${replaced.body.upload.id}/restore`);
    expect(res).toMatchObject({ status: 200, body: { success: true, upload: { id: replaced.body.upload.id, restoredAt: expect.any(String) } } });
    expect(await program()).toEqual(before);
    // base.csv's tasks are base.csv's again: deleting base removes them.
    expect(await t.prisma.dailyTask.count({ where: { csvUploadId: base.body.upload.id } })).toBe(3);
    expect((await audits('tasks.restore'))[0]).toMatchObject({ subjectId: replaced.body.upload.id, subjectLabel: 'oops.csv', details: { before: 1, after: 3 } });
    expect(await admin.rest('POST', `/api/admin/csv-uploads/${replaced.body.upload.id}/restore`)).toMatchObject({ status: 409, body: { error: ALREADY_RESTORED } });
  });

  it('is 409 when a later import changed the program since; once that one is restored, it restores', async () => {
    const before = await program();
    const first = await importCsv(csv(['r1,One,D,,,,1,1,1']), 'add', 'first.csv');
    const later = await importCsv(csv(['a1,First (edited),D,,,,1,1,1']), 'update', 'later.csv');
    expect(await admin.rest('POST', `/api/admin/csv-uploads/${first.body.upload.id}/restore`)).toMatchObject({
      status: 409,
      body: { error: laterImportMessage('later.csv') },
    });
    expect(await t.prisma.dailyTask.count({ where: { taskId: 'r1' } })).toBe(1);
    expect((await admin.rest('POST', `/api/admin/csv-uploads/${later.body.upload.id}/restore`)).status).toBe(200);
    expect((await admin.rest('POST', `/api/admin/csv-uploads/${first.body.upload.id}/restore`)).status).toBe(200);
    expect(await program()).toEqual(before);
  });
});

describe('renaming a task keeps owners’ progress', () => {
  it('admin updateTask with a new taskId moves the progress in the same transaction', async () => {
    const owner = await t.owner();
    const task = await t.prisma.dailyTask.findUniqueOrThrow({ where: { taskId: 'a1' } });
    await t.prisma.taskProgress.create({ data: { userId: owner.user.id, taskId: 'a1', week: 1, day: 1 } });
    const res = await admin.rest('PUT', `/api/admin/tasks/${task.id}`, { taskId: 'a1-renamed', title: 'First', description: 'Desc', week: 1, day: 1 });
    expect(res).toMatchObject({ status: 200, body: { taskId: 'a1-renamed' } });
    expect(await t.prisma.taskProgress.findMany({ where: { userId: owner.user.id }, select: { taskId: true } })).toEqual([{ taskId: 'a1-renamed' }]);
  });

  it('an import row with renamedFrom (update or replace) renames the task; the progress follows', async () => {
    const owner = await t.owner();
    await t.prisma.taskProgress.createMany({
      data: [
        { userId: owner.user.id, taskId: 'a2', week: 1, day: 2 },
        { userId: owner.user.id, taskId: 'a3', week: 1, day: 3 },
      ],
    });
    const header = `${HEADER},renamedFrom`;
    const file = csv(['a1,First,Desc,,,,1,1,1,', 'a2-new,Second,Desc,,,,1,2,1,a2'], header);
    expect((await dryRun(file, 'update')).body).toMatchObject({ added: 0, updated: 1, matchingExisting: 2 });
    expect((await importCsv(file, 'update')).status).toBe(200);
    expect(await t.prisma.dailyTask.count({ where: { taskId: { in: ['a2', 'a2-new'] } } })).toBe(1);
    expect(await t.prisma.taskProgress.count({ where: { userId: owner.user.id, taskId: 'a2-new' } })).toBe(1);
    expect((await importCsv(csv(['a3-new,Third,Desc,,,,1,3,1,a3'], header), 'replace')).status).toBe(200);
    expect(await t.prisma.taskProgress.findMany({ where: { userId: owner.user.id }, select: { taskId: true }, orderBy: { taskId: 'asc' } })).toEqual([
      { taskId: 'a2-new' },
      { taskId: 'a3-new' },
    ]);
  });
});

describe('the audit of an import', () => {
  it('records mode, file, counts before and after, added, updated and removed', async () => {
    const res = await importCsv(csv(['a1,First,Desc,,,,1,1,1', 'a2,Second (edited),Desc,,,,1,2,1', 'n1,New,Desc,,,,1,4,1']), 'replace', 'week1.csv');
    const [entry] = await audits('tasks.import');
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      subjectType: 'csvUpload',
      subjectId: res.body.upload.id,
      subjectLabel: 'week1.csv',
      details: { mode: 'replace', filename: 'week1.csv', before: 3, after: 3, added: 1, updated: 1, removed: 1 },
    });
  });
});
