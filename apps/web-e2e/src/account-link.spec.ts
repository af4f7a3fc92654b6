import { expect, test, hydrated } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';
import { latestOtp, signUpHere, uniquePhone, type SignUpGuest } from './support/sign-up';
import { typeInto } from './support/typing';

// Sign-up verification (accounts-commerce §4): an account with its phone verified and no e-mail has a link step in
// account details, where it adds the e-mail proven by the code e-mailed to it; an e-mail proven by its code at
// sign-up already leaves no step. Either way phone and e-mail end up verified and no step is left.
const guests: SignUpGuest[] = [
  { brand: 'hotel', dialCode: '+91', firstDigit: '9' },
  { brand: 'homes', dialCode: '+31', firstDigit: '6' },
];

for (const guest of guests) {
  if (guest.brand === 'homes')
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
      await typeInto(linkStep.getByLabel('E-mail address to verify'), email);
      await linkStep.getByRole('button', { name: 'Send code by e-mail' }).click();
      await typeInto(linkStep.getByLabel('Code from the e-mail'), await latestOtp(request, email));
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
  if (guest.brand === 'hotel')
    test(`Accounts (${guest.brand}): a guest who proves the e-mail by its code at sign-up has no link step`, async ({ page, request }) => {
      const site = brandOrigin(guest.brand);
      const phone = uniquePhone(guest.firstDigit);
      const email = `proven.${guest.brand}.${Date.now()}.${Math.floor(Math.random() * 1_000_000)}@example.com`;
      await page.goto(`${site}/login?retUrl=${encodeURIComponent('/accountdetails')}`);
      // Signing in by phone (a code, then a second step) is the page's script at work.
      await hydrated(page);
      await typeInto(page.getByLabel('Mobile number'), phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      await typeInto(page.getByLabel('Code from the SMS'), await latestOtp(request, `${guest.dialCode}${phone}`));
      await typeInto(page.getByLabel('Full name'), 'Asha Rao');
      await typeInto(page.getByLabel('E-mail address', { exact: true }), email);
      await page.getByRole('button', { name: 'Send code by e-mail' }).click();
      await expect(page.getByText(`We e-mailed a code to ${email}.`, { exact: false })).toBeVisible();
      await typeInto(page.getByLabel('Code from the e-mail'), await latestOtp(request, email));
      if (guest.brand === 'homes') {
        await typeInto(page.getByLabel('Street'), 'Prinsengracht');
        await typeInto(page.getByLabel('House number'), '263');
        await typeInto(page.getByLabel('Postal code'), '1016 GV');
        await typeInto(page.getByLabel('City'), 'Amsterdam');
      }
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Create account' }).click();

      await expect(page).toHaveURL(`${site}/accountdetails`);
      await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(email);
      await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Add and verify your e-mail' })).toHaveCount(0);
    });
}
