import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { AppIntlProvider } from '@stays/ui';
import { cleanUpServerHtml, renderServerHtml, typeIntoServerHtml } from '@stays/ui/testing';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

afterEach(cleanUpServerHtml);

/** A fake API answering every call with 200 and `{}`, keeping what each was sent. */
function recordingApi() {
  const sent: { path: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ path: new URL(String(url), 'http://localhost').pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify({ message: 'ok' }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { api: { baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }, sent };
}

async function submit(page: HTMLElement) {
  await act(async () => {
    page.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  });
}

describe('the password forms typed into while the page hydrates (a slow phone)', () => {
  it('asks for the reset link with the address typed into the server HTML', async () => {
    const { api, sent } = recordingApi();
    const form = (
      <AppIntlProvider locale="en" messages={{}} timeZone="Asia/Kolkata">
        <ForgotPasswordForm api={api} />
      </AppIntlProvider>
    );
    const { page, hydrate } = renderServerHtml(form);
    typeIntoServerHtml(page.querySelector<HTMLInputElement>('input[name="user_email"]'), 'meera.iyer@example.com');
    await hydrate(form);
    await submit(page);
    expect(sent[0]?.body).toMatchObject({ user_email: 'meera.iyer@example.com' });
  });

  it('sets the new password typed into the server HTML', async () => {
    const { api, sent } = recordingApi();
    const form = (
      <AppIntlProvider locale="en" messages={{}} timeZone="Asia/Kolkata">
        <ResetPasswordForm api={api} token={'r'.repeat(43)} email="meera.iyer@example.com" signInHref="/login" />
      </AppIntlProvider>
    );
    const { page, hydrate } = renderServerHtml(form);
    typeIntoServerHtml(page.querySelector<HTMLInputElement>('input[type="password"]'), 'a-new-Passw0rd!');
    await hydrate(form);
    await submit(page);
    expect(sent[0]?.body).toMatchObject({ password: 'a-new-Passw0rd!' });
  });
});
