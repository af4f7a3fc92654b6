import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_PORT } from './hosts';
import { typeInto } from './typing';
import { hydrated } from './test';

export interface SignUpGuest {
  brand: 'hotel' | 'homes';
  dialCode: string;
  /** The first digit of a mobile number of the brand's country (9 in India, 6 in the Netherlands). */
  firstDigit: string;
}

/** A phone no other test or run uses (phone and desktop run at once). */
export function uniquePhone(firstDigit: string): string {
  return `${firstDigit}${String(Date.now() % 10_000).padStart(4, '0')}${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`.slice(0, 10);
}

/** The code of the last SMS the API's dev outbox holds for `to`. */
export async function latestOtp(request: APIRequestContext, to: string): Promise<string> {
  let otp = '';
  await expect(async () => {
    const response = await request.get(`http://127.0.0.1:${E2E_API_PORT}/api/pwa/dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: { payload: Record<string, unknown> }[] };
    otp = String(messages[0]?.payload['otp'] ?? '');
    expect(otp).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return otp;
}

/** Signs up on the sign-in page the guest was sent to; the page then returns to where the guest was. */
export async function signUpHere(page: Page, request: APIRequestContext, guest: SignUpGuest) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeVisible();
  const phone = uniquePhone(guest.firstDigit);
  await expect(page.getByLabel('Country code')).toHaveValue(guest.dialCode);
  // Signing in by phone (a code, then a second step) is the page's script at work.
  await hydrated(page);
  await typeInto(page.getByLabel('Mobile number'), phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await typeInto(page.getByLabel('Code from the SMS'), await latestOtp(request, `${guest.dialCode}${phone}`));
  await typeInto(page.getByLabel('Full name'), 'Asha Rao');
  if (guest.brand === 'homes') {
    await typeInto(page.getByLabel('Street'), 'Prinsengracht');
    await typeInto(page.getByLabel('House number'), '263');
    await typeInto(page.getByLabel('Postal code'), '1016 GV');
    await typeInto(page.getByLabel('City'), 'Amsterdam');
  }
  await page.getByRole('button', { name: 'Create account' }).click();
}
