import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';
import { latestOtp, signUpHere, type SignUpGuest } from './support/sign-up';

// The link step (accounts-commerce §4): an account with its phone verified and no e-mail adds the e-mail in
// account details, proven by the code e-mailed to it; then phone and e-mail are both verified and no step is left.
const guests: SignUpGuest[] = [
  { brand: 'hotel', dialCode: '+91', firstDigit: '9' },
  { brand: 'homes', dialCode: '+31', firstDigit: '6' },
];

for (const guest of guests) {
  test(`Accounts (${guest.brand}): a guest signed up by phone only adds and verifies an e-mail in account details`, async ({ page, request }) => {
    const site = brandOrigin(guest.brand);
    const email = `linked.${guest.brand}.${Date.now()}.${Math.floor(Math.random() * 1_000_000)}@example.com`;
    await page.goto(`${site}/login?retUrl=${encodeURIComponent('/accountdetails')}`);
    await signUpHere(page, request, guest);
    await expect(page).toHaveURL(`${site}/accountdetails`);

    const linkStep = page.getByRole('region', { name: 'Add and verify your e-mail' });
    await expect(linkStep).toBeVisible();
    await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await linkStep.getByLabel('E-mail address to verify').fill(email);
    await linkStep.getByRole('button', { name: 'Send code by e-mail' }).click();
    await linkStep.getByLabel('Code from the e-mail').fill(await latestOtp(request, email));
    await linkStep.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByText('Verified and added to your account.')).toBeVisible();
    await expect(linkStep).toHaveCount(0);
    await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(email);
    await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(email);
    await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add and verify your e-mail' })).toHaveCount(0);
    await expect(page.getByText('Verified and added to your account.')).toHaveCount(0);
  });
}
