import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import type { UserProfile } from '@stays/api-client';
import { userProfileFixture } from '@stays/api-client/testing';
import { AccountDetails } from './AccountDetails';

function apiAnswering(profile: UserProfile, update: { status: number; body: unknown } = { status: 200, body: profile }) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer =
      path === '/api/pwa/userProfile'
        ? { status: 200, body: { isLoggedIn: true, user: profile, csrf_token: 'csrf-1' } }
        : path === '/api/pwa/updateUserProfile'
          ? update
          : { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return { api: { baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }, calls };
}

const dutchGuest = userProfileFixture({
  firstName: 'Sanne',
  lastName: 'de Vries',
  name: 'Sanne de Vries',
  street: 'Prinsengracht',
  houseNumber: '263',
  postalCode: '1016 GV',
  city: 'Amsterdam',
});

async function renderDetails(api: ReturnType<typeof apiAnswering>['api']) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider locale="en" onError={() => undefined}>
        <AccountDetails api={api} loginHref="/login" flags={{ hideWizard: false, doesReferralExists: false, toShowPlayAndWin: false }} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return screen.findByRole('form', { name: 'Your details' });
}

describe('the account details: checked as sign-up checks them, the address collected at sign-up shown and editable', () => {
  it('shows the street, house number, postal code and city collected at sign-up', async () => {
    const form = await renderDetails(apiAnswering(dutchGuest).api);
    expect(within(form).getByLabelText('Street')).toHaveProperty('value', 'Prinsengracht');
    expect(within(form).getByLabelText('House number')).toHaveProperty('value', '263');
    expect(within(form).getByLabelText('Postal code')).toHaveProperty('value', '1016 GV');
    expect(within(form).getByLabelText('City')).toHaveProperty('value', 'Amsterdam');
  });

  it('refuses a one-word name and the city "Pune1" at their fields, before calling the API', async () => {
    const { api, calls } = apiAnswering(dutchGuest);
    const form = await renderDetails(api);
    fireEvent.change(within(form).getByLabelText('Full name'), { target: { value: 'Sanne' } });
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'Pune1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Please enter your first and last name')).toBeTruthy();
    expect(within(form).getByText('Please enter a valid city')).toBeTruthy();
    expect(within(form).getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.path === '/api/pwa/updateUserProfile')).toEqual([]);
  });

  it('sends the edited address with the name, and shows the saved details', async () => {
    const moved = { ...dutchGuest, street: 'Keizersgracht', houseNumber: '12a', postalCode: '1015 CS' };
    const { api, calls } = apiAnswering(dutchGuest, { status: 200, body: moved });
    const form = await renderDetails(api);
    fireEvent.change(within(form).getByLabelText('Street'), { target: { value: 'Keizersgracht' } });
    fireEvent.change(within(form).getByLabelText('House number'), { target: { value: '12a' } });
    fireEvent.change(within(form).getByLabelText('Postal code'), { target: { value: '1015 CS' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Your details are saved.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/pwa/updateUserProfile')?.body).toMatchObject({
        name: 'Sanne de Vries',
        street_name: 'Keizersgracht',
        street_no: '12a',
        zip_code: '1015 CS',
        city: 'Amsterdam',
      }),
    );
  });

  it('shows the field the API names in its 400 at that field', async () => {
    const { api } = apiAnswering(dutchGuest, {
      status: 400,
      body: { statusCode: 400, code: 'INVALID_ZIP_CODE', message: 'zip_code: Please enter a valid postal code' },
    });
    const form = await renderDetails(api);
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Please enter a valid postal code')).toBeTruthy();
    expect(within(form).getByLabelText('Postal code').getAttribute('aria-invalid')).toBe('true');
  });
});
