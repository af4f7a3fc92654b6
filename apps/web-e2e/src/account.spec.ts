import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, hydrated } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { E2E_API_PORT, brandOrigin } from './support/hosts';
import { typeInto } from './support/typing';

const site = brandOrigin('hotel');

/** A phone number no other run or test uses (Indian mobile: starts with 9, ten digits). */
function uniquePhone(): string {
  return `9${String(Date.now() % 1_000_000_000).padStart(9, '0')}`.slice(0, 4) + String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
}

/** What the API's outbox holds for a recipient: the SMS and e-mails a real guest would have received. */
async function outbox(request: APIRequestContext, to: string): Promise<{ template: string; payload: Record<string, unknown> }[]> {
  const response = await request.get(`http://127.0.0.1:${E2E_API_PORT}/api/pwa/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: { template: string; payload: Record<string, unknown> }[] }).messages;
}

async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  let otp = '';
  await expect(async () => {
    const [sms] = await outbox(request, `+91${phone}`);
    otp = String(sms?.payload['otp'] ?? '');
    expect(otp).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return otp;
}

async function requestCode(page: Page, phone: string) {
  await page.goto(`${site}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeVisible();
  // Signing in by phone (a code, then a second step) is the page's script at work.
  await hydrated(page);
  await typeInto(page.getByLabel('Mobile number'), phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Code from the SMS')).toBeVisible();
}

async function expectSignedInAs(page: Page, name: string) {
  await page.goto(`${site}/accountdetails`);
  await expect(page.getByLabel('Full name')).toHaveValue(name);
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign out' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.goto(`${site}/accountdetails`);
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Sign in to see your account.')).toBeVisible();
  const cookies = await page.context().cookies(site);
  expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
}

/** A new account by phone OTP with a name, e-mail and password; the guest is signed in afterwards. */
async function signUpByPhone(page: Page, request: APIRequestContext, guest: { phone: string; name: string; email: string; password: string }) {
  await requestCode(page, guest.phone);
  await typeInto(page.getByLabel('Code from the SMS'), await latestOtp(request, guest.phone));
  await typeInto(page.getByLabel('Full name'), guest.name);
  await typeInto(page.getByLabel('E-mail address', { exact: true }), guest.email);
  await typeInto(page.getByLabel('Password', { exact: true }), guest.password);
  await page.getByLabel(/I agree that my details are stored/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${site}/`);
}

async function signInByEmail(page: Page, email: string, password: string) {
  await page.goto(`${site}/login?retUrl=${encodeURIComponent('/accountdetails')}`);
  await typeInto(page.getByLabel('E-mail address', { exact: true }), email);
  await typeInto(page.getByLabel('Password', { exact: true }), password);
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
}

test.describe('Accounts: a guest', () => {
  test('signs up by phone OTP, signs out, and signs in again by e-mail', async ({ page, request }) => {
    const phone = uniquePhone();
    const email = `guest${phone}@example.com`;

    await requestCode(page, phone);
    await expectNoSeriousA11yViolations(page);
    await typeInto(page.getByLabel('Code from the SMS'), await latestOtp(request, phone));
    await typeInto(page.getByLabel('Full name'), 'Asha Rao');
    await typeInto(page.getByLabel('E-mail address', { exact: true }), email);
    await typeInto(page.getByLabel('Password', { exact: true }), 'monsoon-2026!');
    await page.getByLabel(/I agree that my details are stored/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${site}/`);

    const session = (await page.context().cookies(site)).find((cookie) => cookie.name === 'token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await expectSignedInAs(page, 'Asha Rao');
    await expectNoSeriousA11yViolations(page);

    // Every page's header shows who is signed in: their menu holds their account and sign-out.
    await page.goto(`${site}/about`);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await navigation.getByRole('button', { name: /Asha/ }).click();
    await expect(navigation.getByText('Signed in as Asha')).toBeVisible();
    await navigation.getByRole('link', { name: 'Account details' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao');

    await signOut(page);
    await page.goto(`${site}/about`);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/login?retUrl=${encodeURIComponent(`${site}/about`)}`,
    );

    await signInByEmail(page, email, 'monsoon-2026!');
    await expect(page).toHaveURL(`${site}/accountdetails`);
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao');
  });

  test('signs in by phone OTP: a wrong code is refused, a new one waits its turn, the right one signs in', async ({ page, request }) => {
    // A seeded account of this journey's own (tools/seed-data/src/test-users.ts): no code was sent to it before.
    const phone = '9000000501';
    await requestCode(page, phone);
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
    const code = await latestOtp(request, phone);
    await typeInto(page.getByLabel('Code from the SMS'), code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect OTP');
    // A new code only after the resend wait (30 s); the code already sent still signs in (one of its five tries used).
    await expect(page.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();
    await typeInto(page.getByLabel('Code from the SMS'), code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${site}/`);
    await expectSignedInAs(page, 'Arjun Pillai');
  });

  test('is not sent to another site after sign-in (open redirect refused)', async ({ page, request }) => {
    const phone = uniquePhone();
    await page.goto(`${site}/login?retUrl=${encodeURIComponent('https://evil.example/phish')}`);
    // Signing in by phone (a code, then a second step) is the page's script at work.
    await hydrated(page);
    await typeInto(page.getByLabel('Mobile number'), phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await typeInto(page.getByLabel('Code from the SMS'), await latestOtp(request, phone));
    await typeInto(page.getByLabel('Full name'), 'Ravi Kumar');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${site}/`);
  });

  // Google and Facebook come back to /login/{oauth}/ by a redirect; Apple posts its answer to the API (form_post).
  // Facebook signs in through the same callback route as Google (/login/{provider}/); Apple posts its answer to the API.
  for (const provider of ['Google', 'Apple'] as const) {
    test(`signs in through the local OpenID provider (${provider}) and lands back signed in`, async ({ page }) => {
      const login = `meera.iyer.${provider.toLowerCase()}.${Date.now()}@example.com`;
      await page.goto(`${site}/login?retUrl=${encodeURIComponent('/accountdetails')}`);
      await page.getByRole('link', { name: `Continue with ${provider}` }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
      await typeInto(page.locator('input[name="login"]'), login);
      await typeInto(page.locator('input[name="password"]'), 'any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(`${site}/accountdetails`);
      await expect(page.getByLabel('Full name')).toHaveValue(/^Meera Iyer/);
      await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(login);
      if (provider === 'Google') await expectNoSeriousA11yViolations(page);
      await signOut(page);
    });
  }

  test('forgets the password, resets it once by the e-mailed link, and signs in with the new one', async ({ page, request }) => {
    const phone = uniquePhone();
    const email = `reset${phone}@example.com`;
    await signUpByPhone(page, request, { phone, name: 'Kavya Menon', email, password: 'monsoon-2026!' });
    await signOut(page);

    // ?modal=forgotPassword is not honoured at first load (guest-journey §2): the guest follows the sign-in page's link.
    await page.goto(`${site}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    const form = page.getByRole('main');
    await typeInto(form.getByLabel('E-mail address', { exact: true }), email);
    await form.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(form.getByText('If an account uses this address, a reset link is on its way.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    let link = '';
    await expect(async () => {
      const mail = (await outbox(request, email)).find((message) => message.template === 'reset_password');
      link = String(mail?.payload['link'] ?? '');
      expect(link).toContain('/reset-password?reset_password_token=');
    }).toPass({ timeout: 10_000 });
    expect(new URL(link).origin, 'the link opens our own site').toBe(site);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await typeInto(page.getByLabel('New password (at least 8 characters)'), 'short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('The password needs at least 8 characters.');
    await typeInto(page.getByLabel('New password (at least 8 characters)'), 'backwaters-2027!');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password is changed. Sign in with it now.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The link works once.
    await page.goto(link);
    await typeInto(page.getByLabel('New password (at least 8 characters)'), 'another-2027!');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used. Ask for a new one.');

    // The old password no longer signs in; the new one does.
    await signInByEmail(page, email, 'monsoon-2026!');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await signInByEmail(page, email, 'backwaters-2027!');
    await expect(page).toHaveURL(`${site}/accountdetails`);
    await expect(page.getByLabel('Full name')).toHaveValue('Kavya Menon');
  });

  test('deletes the account: signed out, and its e-mail and password no longer sign in', async ({ page, request }) => {
    const phone = uniquePhone();
    const email = `leaving${phone}@example.com`;
    await signUpByPhone(page, request, { phone, name: 'Arjun Das', email, password: 'monsoon-2026!' });

    await page.goto(`${site}/accountdetails`);
    const section = page.getByRole('region', { name: 'Delete account' });
    await expect(section.getByText('This cannot be undone.', { exact: false })).toBeVisible();
    await section.getByRole('button', { name: 'Delete account' }).click();
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(`${site}/`);
    expect((await page.context().cookies(site)).find((cookie) => cookie.name === 'token')).toBeUndefined();
    await page.goto(`${site}/accountdetails`);
    await expect(page.getByText('Sign in to see your account.')).toBeVisible();

    await signInByEmail(page, email, 'monsoon-2026!');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('gets pages with a Content-Security-Policy and the usual security headers', async ({ request }) => {
    const response = await request.get(`${site}/login`);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    // Scripts: this origin, or inline with this response's nonce — never any inline script.
    const scriptSources = /script-src ([^;]+)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const nonce = /'nonce-([A-Za-z0-9+/=]{16,})'/.exec(scriptSources)?.[1];
    expect(nonce, 'script-src names a nonce').toBeTruthy();
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(inlineScripts.length, 'the page hydrates from inline scripts').toBeGreaterThan(0);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // The address the API's per-address limits count is the visitor's, not one written in X-Forwarded-For.
    const address = await request.get(`${site}/api/pwa/dev/address`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(((await address.json()) as { address: string }).address).toBe('127.0.0.1');
    const again = await request.get(`${site}/login`);
    expect(again.headers()['content-security-policy'], 'a new nonce for every response').not.toContain(`'nonce-${nonce}'`);
  });

  test('runs no inline script the page did not sign with its nonce', async ({ page }) => {
    // An injected script (what stored or reflected text could become) is refused by the browser, while the page's
    // own hydration scripts run: the sign-in form answers a click.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${site}/login`);
    await page.evaluate(() => {
      const injected = document.createElement('script');
      injected.textContent = 'document.body.dataset.injected = "ran"';
      document.body.append(injected);
    });
    expect(await page.evaluate(() => document.body.dataset['injected'] ?? null)).toBeNull();
    await expect.poll(() => refused.length, { message: 'the browser reports the refused script' }).toBeGreaterThan(0);
    expect(await page.evaluate(() => typeof (window as { __reactRouterContext?: unknown }).__reactRouterContext), 'the signed hydration script ran').toBe(
      'object',
    );
    // Signing in by phone (a code, then a second step) is the page's script at work.
    await hydrated(page);
    await typeInto(page.getByLabel('Mobile number'), uniquePhone());
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Code from the SMS')).toBeVisible();
  });

  test('signs up on the holiday-home site with the address its country asks for', async ({ page, request }) => {
    const homes = brandOrigin('homes');
    const phone = `6${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await page.goto(`${homes}/login`);
    await expect(page.getByLabel('Country code')).toHaveValue('+31');
    // Signing in by phone (a code, then a second step) is the page's script at work.
    await hydrated(page);
    await typeInto(page.getByLabel('Mobile number'), phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    let otp = '';
    await expect(async () => {
      const [sms] = await outbox(request, `+31${phone}`);
      otp = String(sms?.payload['otp'] ?? '');
      expect(otp).toMatch(/^\d{6}$/);
    }).toPass({ timeout: 10_000 });
    await typeInto(page.getByLabel('Code from the SMS'), otp);
    await typeInto(page.getByLabel('Full name'), 'Sanne de Vries');
    await typeInto(page.getByLabel('Street'), 'Prinsengracht');
    await typeInto(page.getByLabel('House number'), '263');
    await typeInto(page.getByLabel('Postal code'), '1016 GV');
    await typeInto(page.getByLabel('City'), 'Amsterdam');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${homes}/`);
    await page.goto(`${homes}/accountdetails`);
    await expect(page.getByLabel('Full name')).toHaveValue('Sanne de Vries');
    await expect(page.getByLabel('City')).toHaveValue('Amsterdam');
  });

  test('uses a coupon that needs a signed-in guest after signing in from the hotel page', async ({ page, request }) => {
    await page.goto(`${site}/`);
    await typeInto(page.getByRole('combobox', { name: 'Search for a city or hotel' }), 'Goa');
    await page
      .getByRole('option', { name: /^Goa\b/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await results.first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/\d+\/?(\?|$)/);
    const hotelUrl = page.url();

    await page.getByRole('link', { name: 'Sign in to use a coupon' }).click();
    const phone = uniquePhone();
    // Signing in by phone (a code, then a second step) is the page's script at work.
    await hydrated(page);
    await typeInto(page.getByLabel('Mobile number'), phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await typeInto(page.getByLabel('Code from the SMS'), await latestOtp(request, phone));
    await typeInto(page.getByLabel('Full name'), 'Kiran Shah');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(hotelUrl);

    await typeInto(page.getByLabel('Coupon code'), 'WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'WELCOME10 applied' })).toBeVisible();
  });

  test('reads the sign-in page in Arabic, right to left, with no serious accessibility issue', async ({ page }) => {
    await page.goto(`${site}/login?locale=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سجّل الدخول أو أنشئ حسابًا');
    await expect(page.getByRole('button', { name: 'أرسل الرمز' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
