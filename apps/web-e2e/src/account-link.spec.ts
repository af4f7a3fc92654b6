import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';
import { latestOtp, signUpHere, uniquePhone, type SignUpGuest } from './support/sign-up';

// Sign-up verification (accounts-commerce §4): an account with its phone verified and no e-mail has a link step in
// account details, where it adds the e-mail proven by the code e-mailed to it; an e-mail proven by its code at
// sign-up already leaves no step. Either way phone and e-mail end up verified and no step is left.
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

for (const guest of guests) {
  test(`Accounts (${guest.brand}): a guest who proves the e-mail by its code at sign-up has no link step`, async ({ page, request }) => {
    const site = brandOrigin(guest.brand);
    const phone = uniquePhone(guest.firstDigit);
    const email = `proven.${guest.brand}.${Date.now()}.${Math.floor(Math.random() * 1_000_000)}@example.com`;
    await page.goto(`${site}/login?retUrl=${encodeURIComponent('/accountdetails')}`);
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code from the SMS').fill(await latestOtp(request, `${guest.dialCode}${phone}`));
    await page.getByLabel('Full name').fill('Asha Rao');
    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code by e-mail' }).click();
    await expect(page.getByText(`We e-mailed a code to ${email}.`, { exact: false })).toBeVisible();
    await page.getByLabel('Code from the e-mail').fill(await latestOtp(request, email));
    if (guest.brand === 'homes') {
      await page.getByLabel('Street').fill('Prinsengracht');
      await page.getByLabel('House number').fill('263');
      await page.getByLabel('Postal code').fill('1016 GV');
      await page.getByLabel('City').fill('Amsterdam');
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(`${site}/accountdetails`);
    await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(email);
    await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add and verify your e-mail' })).toHaveCount(0);
  });
}
