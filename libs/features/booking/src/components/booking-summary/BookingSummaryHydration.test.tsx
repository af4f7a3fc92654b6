import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { fireEvent } from '@testing-library/react';
import { AppIntlProvider } from '@stays/ui';
import { cleanUpServerHtml, renderServerHtml, typeIntoServerHtml } from '@stays/ui/testing';
import { DIAL_COUNTRIES, booking, stay } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { BookingFlow } from './BookingFlow';

afterEach(cleanUpServerHtml);

describe('the booking form typed into while the page hydrates (a slow phone)', () => {
  it('keeps the name the guest typed into the server HTML through later typing, and books with it', async () => {
    const server = fakeApi(() => ({ status: 201, body: { ...booking({ invoice_no: 'NVNEW0001' }), redirectUrl: null } }));
    const form = (
      <AppIntlProvider locale="en" messages={{}} timeZone="Asia/Kolkata">
        <BookingFlow
          stay={stay()}
          api={server.api}
          countries={DIAL_COUNTRIES}
          defaultDialCode="+91"
          modal="bookingSummary"
          onModalChange={() => undefined}
          onBooked={vi.fn()}
        />
      </AppIntlProvider>
    );
    const { page, hydrate } = renderServerHtml(form);
    const name = page.querySelector<HTMLInputElement>('input[name="name"]');
    typeIntoServerHtml(name, 'Asha Verma');

    await hydrate(form);
    // The guest goes on with the other fields once the page works: renders that must not empty the name.
    fireEvent.change(page.querySelector('input[name="email"]') as HTMLInputElement, { target: { value: 'asha@example.com' } });
    fireEvent.change(page.querySelector('input[name="phone"]') as HTMLInputElement, { target: { value: '9876543210' } });
    expect(name?.value).toBe('Asha Verma');
    await act(async () => {
      Array.from(page.querySelectorAll('button'))
        .find((button) => button.textContent === 'Book')
        ?.click();
    });

    expect(server.requests[0]?.body).toMatchObject({ user: { first_name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210' } });
  });
});
