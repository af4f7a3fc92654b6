import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { brandOrigin } from './support/hosts';
import { latestOtp, uniquePhone } from './support/sign-up';
import { typeInto } from './support/typing';

const site = brandOrigin('hotel');

/** The phone step and the code of the sign-up, as a guest types them. */
async function typePhoneAndCode(page: Page, request: APIRequestContext, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeVisible();
  const phone = uniquePhone('9');
  // Signing in by phone (a code, then a second step) is the page's script at work.
  await hydrated(page);
  await typeInto(page.getByLabel('Mobile number'), phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await typeInto(page.getByLabel('Code from the SMS'), await latestOtp(request, `+91${phone}`));
  await typeInto(page.getByLabel('Full name'), name);
}

test('a friend opens the share link, signs up with the code filled in, and the referrer’s /referral shows the invite', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The referrer's own new account, made through the API in the journey's browser (its session cookie is the page's).
  const referrerPhone = uniquePhone('9');
  await page.request.post(`${site}/api/pwa/generateByPhone`, { data: { phone: referrerPhone, country_code: '+91' } });
  const signedUp = await page.request.post(`${site}/api/pwa/userSignUp`, {
    data: { phone: referrerPhone, country_code: '+91', code: await latestOtp(request, `+91${referrerPhone}`), name: 'Meenal Joshi' },
  });
  expect(signedUp.status()).toBe(201);
  await page.goto(`${site}/referral`);
  await expect(page.getByText('No friend has joined with your code yet.')).toBeVisible();
  const code = (await page.getByTestId('referral-code').textContent()) ?? '';
  expect(code).toMatch(/^MEENA[A-Z2-9]{5}$/);
  const shareLink = `${site}/login?referral=${code}`;
  await expect(page.getByText(shareLink)).toBeVisible();

  // The friend, in a browser of their own, opens the link and signs up: the code is already there.
  const friendContext = await browser.newContext(testInfo.project.use);
  const friend = await friendContext.newPage();
  await friend.goto(shareLink);
  await typePhoneAndCode(friend, request, 'Ravi Kumar');
  await expect(friend.getByLabel('Referral code (optional)')).toHaveValue(code);
  await friend.getByRole('button', { name: 'Create account' }).click();
  await expect(friend).toHaveURL(`${site}/`);
  await friendContext.close();

  await page.reload();
  const invites = page.getByRole('region', { name: 'Your invites' });
  await expect(invites.getByText('1 friend joined · Waiting for a first stay: 1 · Earned: ₹0')).toBeVisible();
  await expect(invites.getByRole('listitem')).toContainText(['Ravi K.Joined on']);
  await expect(invites.getByRole('listitem')).toContainText(['Waiting for a first stay']);
});
