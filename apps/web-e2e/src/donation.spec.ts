import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';
import { typeInto } from './support/typing';

test('a guest types the amount of a donation, pays it on the provider’s page and gets the receipt', async ({ page }) => {
  const origin = brandOrigin('hotel');
  await page.goto(`${origin}/donate`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stays for Schools' })).toBeVisible();
  await expect(page.getByText('₹0 raised from 0 gifts')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The typed amount wins over the chosen one; the guest sends the form with the keyboard.
  await typeInto(page.getByLabel('Or type an amount'), '750');
  await typeInto(page.getByLabel('Name on the receipt (optional)'), 'Meera Iyer');
  await page.getByLabel('Name on the receipt (optional)').press('Enter');

  await expect(page).toHaveURL(/\/api\/pwa\/sandbox-pay\//);
  await expect(page.getByRole('heading', { name: 'Pay ₹750' })).toBeVisible();
  await typeInto(page.getByLabel('Card number'), '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Pay by card' }).click();

  await expect(page).toHaveURL(new RegExp(`^${origin}/verifyDonation\\?order_id=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your gift' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('We received your donation of ₹750.');
  await expect(page.getByText(/^Receipt number: DN-\d{8}-\d{6}$/)).toBeVisible();

  await page.goto(`${origin}/donate`);
  await expect(page.getByText('₹750 raised from 1 gift')).toBeVisible();
});
