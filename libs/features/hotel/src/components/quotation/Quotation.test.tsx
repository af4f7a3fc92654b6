import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppIntlProvider } from '@stays/ui';
import { QuotationNotice } from './QuotationNotice';
import { QuoteMaker } from './QuoteMaker';

const info = { quotation_id: 'Qx3kP0aZ9bT1yV7mN2cR5dLw', room_category_id: 7, valid_until: '2026-03-13T06:00:00.000Z' };
const stay = { hotel_id: 101, room_category_id: 7, checkin: '2026-03-12', checkout: '2026-03-14', rooms_config: '1,2,0,0,0' };

function inEnglish(node: React.ReactNode) {
  return render(
    <AppIntlProvider locale="en" messages={{}}>
      {node}
    </AppIntlProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the quotation notice of a page opened from a quotation link', () => {
  it('says the quoted price is in the prices, until when, in the hotel’s time zone', () => {
    inEnglish(<QuotationNotice asked info={info} timeZone="Asia/Kolkata" />);
    expect(screen.getByTestId('quotation-notice').textContent).toBe('Quoted price for this room, included below — valid until Mar 13, 2026, 11:30 AM');
  });

  it('says today’s prices are shown when the quotation no longer prices the stay', () => {
    inEnglish(<QuotationNotice asked info={undefined} timeZone="Asia/Kolkata" />);
    expect(screen.getByTestId('quotation-notice').textContent).toContain('has expired or is for other dates or guests');
  });

  it('shows nothing on a page that is not a quotation link', () => {
    inEnglish(<QuotationNotice asked={false} info={undefined} timeZone="Asia/Kolkata" />);
    expect(screen.queryByTestId('quotation-notice')).toBeNull();
  });
});

describe('making a quotation from the hotel page', () => {
  function answer(status: number, body: unknown) {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    return calls;
  }

  it('posts the stay and room shown with the anti-forgery token, then gives the absolute link to send', async () => {
    const calls = answer(201, {
      quotation_id: info.quotation_id,
      ...stay,
      hotel_id: 101,
      quoted_price: 900_000,
      currency_code: 'INR',
      valid_until: info.valid_until,
      path: `/101/?is_quotation=true&quotation_id=${info.quotation_id}`,
    });
    inEnglish(<QuoteMaker api={{ baseUrl: 'http://api.test' }} csrfToken="csrf-1" stay={stay} origin="https://www.example.test" timeZone="Asia/Kolkata" />);
    fireEvent.click(screen.getByRole('button', { name: 'Create a quotation for this room' }));
    const link = (await screen.findByLabelText('Quotation link')) as HTMLInputElement;
    expect(link.value).toBe(`https://www.example.test/101/?is_quotation=true&quotation_id=${info.quotation_id}`);
    expect(screen.getByRole('status').textContent).toBe('Send this link to your guest. The price is held until Mar 13, 2026, 11:30 AM.');
    expect(calls[0]?.url).toContain('/api/pwa/quotations');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(stay);
    expect(new Headers(calls[0]?.init?.headers).get('x-csrf-token')).toBe('csrf-1');
  });

  it('shows the server’s reason when the quotation is refused', async () => {
    answer(409, {
      statusCode: 409,
      code: 'ROOMS_UNAVAILABLE',
      message: 'This room cannot be booked for these dates, rooms and guests, so it cannot be quoted.',
    });
    inEnglish(<QuoteMaker api={{ baseUrl: 'http://api.test' }} csrfToken="csrf-1" stay={stay} origin="https://www.example.test" timeZone="Asia/Kolkata" />);
    fireEvent.click(screen.getByRole('button', { name: 'Create a quotation for this room' }));
    await waitFor(() => expect(screen.getByText(/cannot be quoted/)).toBeTruthy());
    expect(screen.queryByLabelText('Quotation link')).toBeNull();
  });
});
