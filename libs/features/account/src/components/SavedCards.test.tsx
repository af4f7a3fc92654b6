import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { SavedCards } from './SavedCards';

function showCards(removeStatus = 200) {
  const calls: { method: string; url: string; body: unknown; csrf: string | undefined }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null, csrf: headers['x-csrf-token'] });
    if (method === 'GET') {
      return Response.json({
        saved_cards: [
          { id: 4, network: 'Visa', last4: '1111' },
          { id: 7, network: 'Mastercard', last4: '4444' },
        ],
      });
    }
    return removeStatus === 200
      ? Response.json({ removed: true })
      : Response.json({ statusCode: removeStatus, code: 'CARD_NOT_FOUND', message: 'no such card' }, { status: removeStatus });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider locale="en" onError={() => undefined}>
        <SavedCards api={{ baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }} csrfToken="csrf-1" addHref="/booking/save-card" />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return calls;
}

describe('the account’s saved cards', () => {
  it('lists the cards and removes one only after the guest confirms; focus then goes to the list’s heading', async () => {
    const calls = showCards();
    const remove = await screen.findByRole('button', { name: 'Remove Visa ending in 1111' });
    fireEvent.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove this card?' });
    expect(within(dialog).getByText('Visa ending in 1111 will no longer be offered when you pay.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ method: 'DELETE', url: '/api/pwa/removecard', body: { card_id: 4 }, csrf: 'csrf-1' }]);
    expect(screen.queryByText('Visa ending in 1111')).toBeNull();
    expect(screen.getByText('Mastercard ending in 4444')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The card was removed.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Saved cards' })));
  });

  it('keeps the card when the guest chooses Keep it', async () => {
    const calls = showCards();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Mastercard ending in 4444')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('says so when the card cannot be removed, and keeps it listed', async () => {
    showCards(404);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Visa ending in 1111' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove card' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Visa ending in 1111')).toBeTruthy();
  });
});
