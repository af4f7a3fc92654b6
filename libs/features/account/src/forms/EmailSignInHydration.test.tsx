import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { EmailSignInForm } from './EmailSignInForm';

// hydrateRoot is called here directly, not through Testing Library, which would otherwise tell React it runs in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
});

function typeInto(input: HTMLInputElement | null, text: string) {
  if (!input) throw new Error('no such field in the server HTML');
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('e-mail sign-in typed while the page hydrates (a slow phone)', () => {
  it('signs in with what the guest typed into the server HTML', async () => {
    const bodies: unknown[] = [];
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'no' }), { status: 401, headers: { 'content-type': 'application/json' } });
    });
    const form = (
      <IntlProvider locale="en" onError={() => undefined}>
        <EmailSignInForm api={{ baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }} onSignedIn={() => undefined} forgotPasswordHref="/reset-password" />
      </IntlProvider>
    );
    const page = document.createElement('div');
    page.innerHTML = renderToString(form);
    document.body.append(page);
    typeInto(page.querySelector('input[name="email"]'), 'meera.iyer@example.com');
    typeInto(page.querySelector('input[name="password"]'), 'stays-demo-2026');

    await act(async () => {
      hydrated = hydrateRoot(page, form);
    });
    await act(async () => {
      page.querySelector('form')?.requestSubmit();
    });

    expect(bodies).toEqual([expect.objectContaining({ email: 'meera.iyer@example.com', password: 'stays-demo-2026' })]);
  });
});
