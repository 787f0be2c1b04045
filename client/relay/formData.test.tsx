// useFreshValues with react-hook-form's useFieldArray, rendered in happy-dom: fresh data after the
// stored data keeps the owner's changes (a list whole), takes the rest, and a save makes the saved data
// the clean state.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useFieldArray, useForm, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mergeFresh, useFreshValues } from './formData';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Values = { title: string; note: string; rows: { id: string | null; name: string }[] };
let form: UseFormReturn<Values>;
let rows: UseFieldArrayReturn<Values, 'rows'>;
let saved: () => void;

function Editor({ data }: { data: Values }) {
  form = useForm<Values>({ defaultValues: data });
  saved = useFreshValues(form, data);
  rows = useFieldArray({ control: form.control, name: 'rows' });
  return (
    <form>
      <input {...form.register('title')} />
      <input {...form.register('note')} />
      {rows.fields.map((f, i) => (
        <input key={f.id} {...form.register(`rows.${i}.name`)} />
      ))}
    </form>
  );
}

const stored: Values = { title: 'Stored', note: 'n', rows: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }] };
const fresh: Values = { title: 'Fresh', note: 'n2', rows: [{ id: 'a', name: 'A2' }, { id: 'b', name: 'B2' }, { id: 'c', name: 'C2' }] };

let root: Root;
beforeEach(async () => {
  const div = document.createElement('div');
  document.body.append(div);
  root = createRoot(div);
  await act(async () => root.render(<Editor data={stored} />));
});
afterEach(() => act(async () => root.unmount()));
const show = (data: Values) => act(async () => root.render(<Editor data={data} />));
const inputs = () => [...document.querySelectorAll('input')].map((i) => i.value);

describe('fresh data after the stored data', () => {
  test('untouched, the form takes it, and is clean', async () => {
    await show(fresh);
    expect(form.getValues()).toEqual(fresh);
    expect(inputs()).toEqual(['Fresh', 'n2', 'A2', 'B2', 'C2']);
    expect(form.formState.isDirty).toBe(false);
  });

  test('a field the owner typed in stays, the others take the fresh data', async () => {
    await act(async () => form.setValue('title', 'Mine', { shouldDirty: true }));
    await show(fresh);
    expect(form.getValues()).toEqual({ ...fresh, title: 'Mine' });
    expect(inputs()).toEqual(['Mine', 'n2', 'A2', 'B2', 'C2']);
    expect(form.formState.isDirty).toBe(true);
  });

  test.each([
    ['a row added', () => rows.append({ id: null, name: 'New' }), [...stored.rows, { id: null, name: 'New' }]],
    ['a row removed', () => rows.remove(1), [stored.rows[0], stored.rows[2]]],
    ['a row edited', () => form.setValue('rows.2.name', 'Mine', { shouldDirty: true }), [stored.rows[0], stored.rows[1], { id: 'c', name: 'Mine' }]],
  ])('%s: the owner’s list stays whole', async (_, change, kept) => {
    await act(async () => change());
    await show(fresh);
    expect(form.getValues()).toEqual({ ...fresh, rows: kept });
    expect(inputs()).toEqual(['Fresh', 'n2', ...kept.map((r) => r.name)]);
    expect(form.formState.isDirty).toBe(true);
    // …and again when more fresh data comes.
    await show({ ...fresh, note: 'n3' });
    expect(form.getValues()).toEqual({ ...fresh, note: 'n3', rows: kept });
  });

  test('a save makes the saved data the form’s values and defaults (a new row’s id), whatever was typed', async () => {
    await act(async () => {
      rows.append({ id: null, name: 'New' });
      form.setValue('title', 'Mine', { shouldDirty: true });
    });
    const answer: Values = { title: 'Mine', note: 'n', rows: [...stored.rows, { id: 'd', name: 'New' }] };
    await act(async () => {
      root.render(<Editor data={answer} />);
      saved();
    });
    expect(form.getValues()).toEqual(answer);
    expect(form.formState.isDirty).toBe(false);
    // Fresh data after that is taken whole: nothing is the owner's any more.
    await show(fresh);
    expect(form.getValues()).toEqual(fresh);
  });

  test('a save that changed nothing on the server still clears what the form holds beyond it', async () => {
    await act(async () => form.setValue('note', 'typed', { shouldDirty: true }));
    await act(async () => saved());
    expect(form.getValues()).toEqual(stored);
  });
});

test('mergeFresh: fields compared with what was shown, lists as one value, nested objects field by field', () => {
  const shown = { a: '1', list: [1, 2], nested: { x: 'x', y: 'y' } };
  expect(mergeFresh(shown, shown, { a: '2', list: [1, 2, 3], nested: { x: 'X', y: 'Y' } })).toEqual({ a: '2', list: [1, 2, 3], nested: { x: 'X', y: 'Y' } });
  expect(mergeFresh(shown, { a: 'mine', list: [2], nested: { x: 'x', y: 'mine' } }, { a: '2', list: [1, 2, 3], nested: { x: 'X', y: 'Y' } })).toEqual({
    a: 'mine',
    list: [2],
    nested: { x: 'X', y: 'mine' },
  });
});

test('mergeFresh with keys: a list item by item by id, in the owner’s order, fields merged, fresh-only items last', () => {
  type Row = { id: string | null; name: string; price: string };
  const shown: { rows: Row[] } = { rows: [{ id: 'a', name: 'A', price: '1' }, { id: 'b', name: 'B', price: '2' }, { id: 'c', name: 'C', price: '3' }] };
  // The owner renamed a, removed b, moved c first and added a row.
  const current = { rows: [shown.rows[2], { id: 'a', name: 'Mine', price: '1' }, { id: null, name: 'New', price: '9' }] };
  // Elsewhere: a's and b's prices changed, c was deleted, d added.
  const fresh = { rows: [{ id: 'a', name: 'A', price: '10' }, { id: 'b', name: 'B', price: '20' }, { id: 'd', name: 'D', price: '4' }] };
  expect(mergeFresh(shown, current, fresh, { rows: 'id' })).toEqual({
    rows: [{ id: 'a', name: 'Mine', price: '10' }, { id: null, name: 'New', price: '9' }, { id: 'd', name: 'D', price: '4' }],
  });
  // Untouched, the list is the fresh one.
  expect(mergeFresh(shown, shown, fresh, { rows: 'id' })).toEqual(fresh);
});
