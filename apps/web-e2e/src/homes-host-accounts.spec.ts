import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_API_PORT, homesCountryOrigin } from './support/hosts';
import { typeInto } from './support/typing';

// The Dutch site of Dunelight Homes (its pages are in Dutch): a guest's sign-in and account e-mails stay on it.
const site = homesCountryOrigin('nl');
// A Dutch guest's browser asks for Dutch (Accept-Language comes before the site's own language).
test.use({ locale: 'nl-NL' });

/** "Doorgaan met Google" on the site's sign-in page, then the local OpenID provider's sign-in and consent pages. */
async function signInWithGoogle(page: Page, login: string) {
  await page.goto(`${site}/login?retUrl=${encodeURIComponent('/accountdetails')}`);
  await page.getByRole('link', { name: 'Doorgaan met Google' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').pressSequentially(login);
  await page.locator('input[name="password"]').pressSequentially('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The link of the newest password-reset e-mail the API's dev outbox holds for `email`. */
async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const response = await request.get(`http://127.0.0.1:${E2E_API_PORT}/api/pwa/dev/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { template: string; payload: Record<string, unknown> }[] };
    link = String(messages.find((message) => message.template === 'reset_password')?.payload['link'] ?? '');
    expect(link).toContain('/reset-password?reset_password_token=');
  }).toPass({ timeout: 10_000 });
  return link;
}

test('signs in with Google on a Dunelight country site and lands back on that site, signed in', async ({ page }) => {
  const login = `femke.visser.${Date.now()}@example.com`;
  await signInWithGoogle(page, login);
  await expect(page).toHaveURL(`${site}/accountdetails`);
  await expect(page.getByLabel('Volledige naam')).toHaveValue(/^Femke Visser/);
  await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveValue(login);
});

test('the password reset e-mail asked for on a Dunelight country site links to that site, and the link works', async ({ page, request }) => {
  const email = `joost.bakker.${Date.now()}@example.com`;
  await signInWithGoogle(page, email);
  await expect(page).toHaveURL(`${site}/accountdetails`);
  await page.context().clearCookies();

  // ?modal=forgotPassword is not honoured at first load (guest-journey §2): the guest follows the sign-in page's link.
  await page.goto(`${site}/login`);
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Je wachtwoord opnieuw instellen' })).toBeVisible();
  const form = page.getByRole('main');
  await typeInto(form.getByLabel('E-mailadres', { exact: true }), email);
  await form.getByRole('button', { name: 'Stuur mij een herstellink' }).click();
  await expect(form.getByText('Als er een account met dit adres is', { exact: false })).toBeVisible();

  const link = await resetLinkFor(request, email);
  expect(new URL(link).origin, 'the link opens the site the guest asked from').toBe(site);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Kies een nieuw wachtwoord' })).toBeVisible();
  await typeInto(page.getByLabel('Nieuw wachtwoord (minstens 8 tekens)'), 'duinpan-2027!');
  await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
  await expect(page.getByText('Je wachtwoord is gewijzigd.', { exact: false })).toBeVisible();

  await page.goto(`${site}/login?retUrl=${encodeURIComponent('/accountdetails')}`);
  await page.getByLabel('E-mailadres', { exact: true }).pressSequentially(email);
  await page.getByLabel('Wachtwoord', { exact: true }).pressSequentially('duinpan-2027!');
  await page.getByRole('button', { name: 'Inloggen met e-mail' }).click();
  await expect(page).toHaveURL(`${site}/accountdetails`);
  await expect(page.getByLabel('Volledige naam')).toHaveValue(/^Joost Bakker/);
});
