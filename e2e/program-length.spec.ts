// The program's length is a server setting (PROGRAM_LENGTH_DAYS): /auth says what the server answers.
import { expect, test } from '@playwright/test';
import { otherDeployment } from './other-deployment';

test('/auth tells the program length of the server it is served by', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByText('Your 30-day journey to a successful mobile detailing business starts here.')).toBeVisible();
  // A deployment configured for 21 days.
  await page.goto(`${otherDeployment}/auth`);
  await expect(page.getByText('Your 21-day journey to a successful mobile detailing business starts here.')).toBeVisible();
  await expect(page.getByText('30-day')).toHaveCount(0);
});
