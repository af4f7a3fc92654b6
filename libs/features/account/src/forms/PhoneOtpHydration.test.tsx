import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { fireEvent } from '@testing-library/react';
import { cleanUpServerHtml, renderServerHtml, typeIntoServerHtml } from '@stays/ui/testing';
import { PhoneOtpForm } from './PhoneOtpForm';

afterEach(cleanUpServerHtml);

describe('phone sign-in typed while the page hydrates (a slow phone)', () => {
  it('keeps the country code and number the guest typed into the server HTML, through later typing, and sends the code there', async () => {
    const bodies: unknown[] = [];
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'later' }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      });
    });
    const form = (
      <IntlProvider locale="en" onError={() => undefined}>
        <PhoneOtpForm api={{ baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }} defaultCountryCode="+31" onSignedIn={() => undefined} />
      </IntlProvider>
    );
    const { page, hydrate } = renderServerHtml(form);
    const countryCode = page.querySelector<HTMLInputElement>('input[name="country_code"]');
    typeIntoServerHtml(countryCode, '+91');
    typeIntoServerHtml(page.querySelector('input[name="phone"]'), '98765');

    await hydrate(form);
    // The guest goes on typing once the page works: a render that must not put the site's code back.
    const phone = page.querySelector<HTMLInputElement>('input[name="phone"]') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '9876543210' } });
    expect(countryCode?.value).toBe('+91');
    await act(async () => {
      page.querySelector('form')?.requestSubmit();
    });

    expect(bodies).toEqual([expect.objectContaining({ phone: '9876543210', country_code: '+91' })]);
  });
});
