// The program's length is a server setting (PROGRAM_LENGTH_DAYS): /auth says what the API answers.
import { expect, test } from '@playwright/test';

test('/auth tells the program length the server answers', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByText('Your 30-day journey to a successful mobile detailing business starts here.')).toBeVisible();
  // The same page against a server configured for 21 days.
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('AuthPageQuery')) return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    body.data.appInfo.programLength = 21;
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect(page.getByText('Your 21-day journey to a successful mobile detailing business starts here.')).toBeVisible();
});
