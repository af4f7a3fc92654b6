import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';
import { signUpHere } from './support/sign-up';
import { typeInto } from './support/typing';

test.describe('Nivaas: the wizard membership', () => {
  test('a guest signs in from /wizard, buys Wizard through the sandbox payment with the keyboard, and sees it on /wizardprofile', async ({ page, request }) => {
    const origin = brandOrigin('hotel');
    await page.goto(`${origin}/wizard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wizard membership' })).toBeVisible();
    await expect(page.getByText('₹500 wallet money credited when you join')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in to join' }).first().click();
    await expect(page).toHaveURL(/\/login\?retUrl=/);
    await signUpHere(page, request, { brand: 'hotel', dialCode: '+91', firstDigit: '9' });

    await expect(page).toHaveURL(`${origin}/wizard`);
    const join = page.getByRole('link', { name: 'Join Wizard', exact: true });
    await join.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}/wizard?modal=wizardPayment&plan=wizard`);
    const dialog = page.getByRole('dialog', { name: 'Pay for Wizard' });
    await expect(dialog.getByRole('definition')).toHaveText('₹1,499');
    const pay = dialog.getByRole('button', { name: 'Pay ₹1,499' });
    await pay.focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/api\/pwa\/sandbox-pay\//);
    await typeInto(page.getByLabel('Card number'), '4111 1111 1111 1111');
    await page.getByLabel('Card number').press('Enter');

    await expect(page).toHaveURL(`${origin}/wizardprofile?wizard_payment=paid`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your wizard membership' })).toBeVisible();
    await expect(page.getByText('Welcome to wizard! ₹500 wallet money has been added to your wallet.')).toBeVisible();
    await expect(page.getByTestId('wizard-status')).toHaveText('Active member: Wizard');
    await expect(page.getByText('Member since')).toBeVisible();
    await expect(page.getByText('Membership ends')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
