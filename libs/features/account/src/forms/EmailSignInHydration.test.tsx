import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { cleanUpServerHtml, renderServerHtml, typeIntoServerHtml } from '@stays/ui/testing';
import { EmailSignInForm } from './EmailSignInForm';

afterEach(cleanUpServerHtml);

describe('e-mail sign-in typed while the page hydrates (a slow phone)', () => {
  it('signs in with what the guest typed into the server HTML', async () => {
    const bodies: unknown[] = [];
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'no' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    });
    const form = (
      <IntlProvider locale="en" onError={() => undefined}>
        <EmailSignInForm api={{ baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }} onSignedIn={() => undefined} forgotPasswordHref="/reset-password" />
      </IntlProvider>
    );
    const { page, hydrate } = renderServerHtml(form);
    typeIntoServerHtml(page.querySelector('input[name="email"]'), 'meera.iyer@example.com');
    typeIntoServerHtml(page.querySelector('input[name="password"]'), 'stays-demo-2026');

    await hydrate(form);
    await act(async () => {
      page.querySelector('form')?.requestSubmit();
    });

    expect(bodies).toEqual([expect.objectContaining({ email: 'meera.iyer@example.com', password: 'stays-demo-2026' })]);
  });
});
