// A draft invoice opened with the owner's stored data (client/relay/persist.ts) while fresh data is on its
// way: a line added and the discount typed before it arrives stay and are saved; the notes changed
// elsewhere show the fresh data (client/relay/formData.ts).
import { expect, test } from '@playwright/test';
import { holdGraphQL, nextMutation, storedText, toast } from './helpers';
import { readyOwner } from './fixtures';

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

test('a draft: a line and a discount added before the fresh data arrives stay and are saved, the fresh notes shown', async ({ page }) => {
  await readyOwner(page, { firstName: 'Inez', business: `Fresh Invoice Co ${Math.random().toString(36).slice(2, 8)}` });
  const customer = await page.request.post('/api/customers', { data: { firstName: 'Nora', lastName: 'Payne', phone: '913-555-0177' } });
  expect(customer.status()).toBe(201);
  const services: { id: string; name: string }[] = await (await page.request.get('/api/services')).json();
  const job = await page.request.post('/api/appointments', {
    data: {
      customerId: (await customer.json()).id,
      serviceDate: new Date(Date.now() - 3_600_000).toISOString(),
      status: 'completed',
      serviceId: services.find((s) => s.name === 'Premium Detail')?.id,
      totalAmount: '180',
    },
  });
  expect(job.status()).toBe(201);
  const made = await page.request.post(`/api/appointments/${(await job.json()).id}/invoice`);
  expect(made.status()).toBe(201);
  const invoiceId = String((await made.json()).id);
  const url = `/invoices/${globalId('Invoice', invoiceId)}`;

  // Seen once, so stored.
  await page.goto(url);
  const line = (n: number) => page.getByRole('group', { name: `Line ${n}` });
  await expect(line(1).getByLabel('Description')).toHaveValue('Premium Detail');
  await expect.poll(() => storedText(page), { timeout: 10_000 }).toContain(globalId('Invoice', invoiceId));
  // Elsewhere, the notes changed.
  const patched = await page.request.patch(`/api/invoices/${invoiceId}`, { data: { notes: 'Fresh note' } });
  expect(patched.status(), await patched.text()).toBe(200);

  const graphql = await holdGraphQL(page);
  await page.goto(url);
  await expect(line(1).getByLabel('Description')).toHaveValue('Premium Detail');
  await expect(page.getByLabel('Private note (only you see it)')).toHaveValue('');
  await page.getByRole('button', { name: 'Add line' }).click();
  await line(2).getByLabel('Description').fill('Pet hair');
  await line(2).getByLabel('Unit price ($)').fill('25');
  await page.getByLabel('Discount ($)').fill('5');
  await graphql.release();
  await expect(page.getByLabel('Private note (only you see it)')).toHaveValue('Fresh note');
  await expect(line(2).getByLabel('Description')).toHaveValue('Pet hair');
  await expect(page.getByLabel('Discount ($)')).toHaveValue('5');

  const sent = nextMutation(page, 'InvoiceEditorSaveMutation');
  await page.getByRole('button', { name: 'Save invoice' }).click();
  expect((await sent).input).toMatchObject({ discount: '5', notes: 'Fresh note', lines: [{ description: 'Premium Detail' }, { description: 'Pet hair', unitPrice: '25' }] });
  await expect(toast(page).filter({ hasText: 'Invoice saved' })).toBeVisible();
  const saved = await (await page.request.get(`/api/invoices/${invoiceId}`)).json();
  expect(saved).toMatchObject({ notes: 'Fresh note', lines: [{ description: 'Premium Detail' }, { description: 'Pet hair' }] });
  expect(Number(saved.discount)).toBe(5);
});
