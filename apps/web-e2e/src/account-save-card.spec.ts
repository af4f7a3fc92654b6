import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';
import { signUpHere } from './support/sign-up';
import { typeInto } from './support/typing';

const journeys = [
  { brand: 'hotel' as const, brandName: 'Nivaas', dialCode: '+91', firstDigit: '9' },
  { brand: 'homes' as const, brandName: 'Dunelight Homes', dialCode: '+31', firstDigit: '6' },
];

for (const journey of journeys) {
  test.describe(`${journey.brandName}: saving a card without a booking`, () => {
    if (journey.brand === 'hotel')
      test('a guest not signed in signs in first and comes back, then saves a card to their account through the card check', async ({ page, request }) => {
        const origin = brandOrigin(journey.brand);
        await page.goto(`${origin}/booking/save-card`);
        await expect(page).toHaveURL(/\/login\?retUrl=/);
        await signUpHere(page, request, journey);

        await expect(page).toHaveURL(`${origin}/booking/save-card`);
        await expect(page.getByRole('heading', { level: 1, name: 'Save a card to your account' })).toBeVisible();
        await expect(page.getByText('No card saved yet.')).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // The provider's card check, then /save-card/verified for the account.
        await page.getByRole('button', { name: 'Save a card' }).click();
        await expect(page).toHaveURL(/\/api\/pwa\/sandbox-pay\//);
        await typeInto(page.getByLabel('Card number'), '4111 1111 1111 1111');
        await page.getByRole('button', { name: 'Verify and save card' }).click();
        await expect(page).toHaveURL(`${origin}/save-card/verified?saved_to=account`);
        await expect(page.getByRole('heading', { name: 'Your card has been saved' })).toBeVisible();
        await expect(page.getByRole('status')).toHaveText('It was checked without charging you, and it is kept with your account for your next bookings.');
        await expectNoSeriousA11yViolations(page);

        await page.getByRole('link', { name: 'Back to your saved cards' }).click();
        await expect(page).toHaveURL(`${origin}/booking/save-card`);
        await expect(page.getByRole('main').getByRole('listitem')).toHaveText(['Visa ending in 1111']);
      });
  });
}
