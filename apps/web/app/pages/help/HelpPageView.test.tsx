import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { HelpCentreReply, InsuranceReply, SelfServeIssuesReply } from '@stays/api-client';
import { AppIntlProvider } from '@stays/ui';
import { HelpPageView, type HelpPageViewProps } from './HelpPageView';

const faq: HelpCentreReply = {
  country_code: 'in',
  logged_in: true,
  language: 'en',
  qnaData: [
    {
      id: 'payments',
      title: 'Payments and refunds',
      faqList: [{ id: 'refund-time', question: 'When will I get my refund?', answer: 'Within 5 to 7 working days.' }],
    },
  ],
};
const insurance: InsuranceReply = { language: 'en', title: 'Stay protection', summary: 'Covered during the stay.', sections: [] };
const selected: SelfServeIssuesReply = {
  booking: { booking_id: 'NIV123', hotel_name: 'Nivaas Baga Beach', checkin: '2026-03-12', checkout: '2026-03-14', display_status: 'cancelled' },
  issues: [
    { kind: 'flow', code: 'refund_status', flow: 'refundStatusYo' },
    { kind: 'raise', code: 'refund' },
    { kind: 'raise', code: 'other' },
  ],
  raised_issues: [
    {
      id: 7,
      booking_id: 'NIV123',
      issue_code: 'refund',
      description: 'Where is my money?',
      status: 'in_progress',
      image_count: 1,
      created_at: '2026-03-10T06:00:00.000Z',
      updated_at: '2026-03-10T06:00:00.000Z',
    },
  ],
  refund: { status: 'pending', currency_code: 'INR', to_source: 0, to_source_pending: 400000, to_wallet: 50000, last_refund_at: '2026-03-10T06:00:00.000Z' },
};

function renderHelp(overrides: Partial<HelpPageViewProps> = {}) {
  const props: HelpPageViewProps = {
    faq,
    insurance,
    bookings: [{ invoice_no: 'NIV123', hotel_name: 'Nivaas Baga Beach', checkin: '2026-03-12', checkout: '2026-03-14' }],
    selected,
    csrfToken: 'csrf',
    raisedIssueId: null,
    flowHref: () => '/booking/NIV123?token=t&modal=bookingCancellation',
    pageHref: (query) => `/contactus?${new URLSearchParams(query).toString()}`,
    modal: null,
    onCloseModal: vi.fn(),
    signInToken: null,
    refusal: null,
    trustAndSafety: null,
    ...overrides,
  };
  const Stub = createRoutesStub([{ path: '/contactus', Component: () => <HelpPageView {...props} />, action: () => null }]);
  render(
    <AppIntlProvider locale="en-IN" messages={{}}>
      <Stub initialEntries={['/contactus']} />
    </AppIntlProvider>,
  );
  return props;
}

describe('the help page', () => {
  it("lists the signed-in guest's bookings, and for the chosen one its flows, the issues raised with their status, and the form", async () => {
    renderHelp({ raisedIssueId: 7 });
    const bookings = await screen.findByRole('region', { name: 'Your bookings' });
    expect(
      within(bookings)
        .getByRole('link', { name: /Nivaas Baga Beach, 12 Mar 2026 to 14 Mar 2026/ })
        .getAttribute('href'),
    ).toBe('/contactus?booking=NIV123#help-booking');
    expect(screen.getByRole('link', { name: 'See the refund status' }).getAttribute('href')).toBe('/contactus?booking=NIV123&modal=refundStatusYo');
    expect(screen.getByRole('status').textContent).toBe('Thank you. Your issue number is 7: follow it here.');
    expect(screen.getByText('Issue 7, My refund has not arrived: our team is on it')).toBeTruthy();
    const kinds = within(screen.getByRole('combobox', { name: 'What is it about?' })).getAllByRole('option');
    expect(kinds.map((option) => option.textContent)).toEqual(['My refund has not arrived', 'Something else']);
    expect(screen.getByLabelText('Add a photo (JPEG, PNG or WebP, up to 5 MB)').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
  });

  it('says at once when the chosen picture is not a JPEG, PNG or WebP, or is larger than 5 MB, and keeps the form from being sent', async () => {
    renderHelp();
    const input = await screen.findByLabelText('Add a photo (JPEG, PNG or WebP, up to 5 MB)');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect(screen.getByText('Only JPEG, PNG or WebP pictures can be attached.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to our team' }).hasAttribute('disabled')).toBe(true);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText('The picture is larger than 5 MB: choose a smaller one.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['png'], 'ok.png', { type: 'image/png' })] } });
    expect(screen.getByRole('button', { name: 'Send to our team' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's refusal in the guest's words, with what they typed kept", async () => {
    renderHelp({
      refusal: {
        error: { id: 'web.help.error.imageTooLarge', defaultMessage: 'The picture is larger than 5 MB: choose a smaller one.' },
        issueCode: 'other',
        description: 'The tap leaks.',
      },
    });
    expect(await screen.findByText('The picture is larger than 5 MB: choose a smaller one.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Describe the issue' }) as HTMLTextAreaElement).value).toBe('The tap leaks.');
    expect((screen.getByRole('combobox', { name: 'What is it about?' }) as HTMLSelectElement).value).toBe('other');
  });

  it("shows the booking's real refund in the refund status modal: owed to the card and given back to the wallet", async () => {
    renderHelp({ modal: 'refundStatusYo' });
    const dialog = await screen.findByRole('dialog', { name: 'Refund status' });
    expect(within(dialog).getByText(/₹4,000 is on its way to the card or account you paid with/)).toBeTruthy();
    expect(within(dialog).getByText('₹500 went back to your wallet.')).toBeTruthy();
  });

  it('offers a signed-out guest the questions and a sign-in form instead of bookings; the help centre modal lists every answer', async () => {
    renderHelp({ bookings: null, selected: null, csrfToken: null, signInToken: { field: 'sign_in_token', value: 'x' }, modal: 'helpCentre' });
    expect(await screen.findByRole('heading', { name: 'Sign in to get help with a booking' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your bookings' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Help centre' });
    expect(within(dialog).getByText('Within 5 to 7 working days.')).toBeTruthy();
  });
});
