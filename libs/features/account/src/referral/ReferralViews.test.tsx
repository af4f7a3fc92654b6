import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InviteAndEarnReply, ReferralFaqReply } from '@stays/api-client';
import { AppIntlProvider } from '@stays/ui';
import { InviteAndEarnView } from './InviteAndEarnView';
import { ReferralSignedOutView, ReferralUnavailableView } from './ReferralSignedOutView';

const terms = {
  currency_code: 'INR',
  referrer_amount: 50_000,
  referee_amount: 30_000,
  credit_valid_days: 365,
  credited_after: 'first_completed_stay',
} as const;
const faq = (signedIn: boolean): ReferralFaqReply => ({
  terms,
  qnaData: [
    {
      id: 'referAndEarn',
      title: 'Refer and earn',
      faqList: [
        { id: 'amounts', question: 'How much do we get?', answer: 'English from the API' },
        ...(signedIn ? [{ id: 'pendingInvite', question: 'Why is an invite still pending?', answer: 'English from the API' }] : []),
      ],
    },
  ],
});
const invite: InviteAndEarnReply = {
  referral_code: 'MEENA7K2QX',
  share_link: 'http://localhost:4200/login?referral=MEENA7K2QX',
  terms,
  invites: { total: 2, pending: 1, rewarded: 1 },
  earned_amount: 50_000,
  invitees: [
    { name: 'Ravi K.', joined_at: '2026-03-12T10:00:00.000Z', status: 'pending', rewarded_at: null },
    { name: 'Asha R.', joined_at: '2026-02-01T10:00:00.000Z', status: 'rewarded', rewarded_at: '2026-02-20T06:00:00.000Z' },
  ],
};

const inEnglish = (node: React.ReactNode) =>
  render(
    <AppIntlProvider locale="en-IN" messages={{}} timeZone="Asia/Kolkata">
      {node}
    </AppIntlProvider>,
  );

describe('/referral signed in (InviteAndEarnView)', () => {
  it('shows the code, the link, both amounts, the invites with their state and what was earned', () => {
    inEnglish(<InviteAndEarnView invite={invite} faq={faq(true)} />);
    expect(screen.getByTestId('referral-code').textContent).toBe('MEENA7K2QX');
    expect(screen.getByText('http://localhost:4200/login?referral=MEENA7K2QX')).toBeTruthy();
    expect(screen.getByText('Invite a friend: after their first completed stay, you get ₹500 and your friend gets ₹300 in wallet money.')).toBeTruthy();
    const invites = within(screen.getByRole('region', { name: 'Your invites' }));
    expect(invites.getByText(/2 friends joined · Waiting for a first stay: 1 · Earned: ₹500/)).toBeTruthy();
    const rows = invites.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual(['Ravi K.Joined on 12 Mar 2026Waiting for a first stay', 'Asha R.Joined on 1 Feb 2026Rewarded']);
    // The FAQ is worded by id in the guest's language, with the amounts.
    expect(screen.getByText('You get ₹500 and your friend gets ₹300, once for each friend.')).toBeTruthy();
    expect(screen.getByText('Why is an invite still pending?')).toBeTruthy();
  });

  it('copies the code and, without a share sheet, the link; says so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    inEnglish(<InviteAndEarnView invite={invite} faq={faq(true)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('MEENA7K2QX'));
    fireEvent.click(screen.getByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(invite.share_link));
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('says when no friend has joined yet', () => {
    inEnglish(<InviteAndEarnView invite={{ ...invite, invites: { total: 0, pending: 0, rewarded: 0 }, earned_amount: 0, invitees: [] }} faq={faq(true)} />);
    expect(screen.getByText('No friend has joined with your code yet.')).toBeTruthy();
  });
});

describe('/referral signed out and where it does not exist', () => {
  it('explains how it works with the amounts, the FAQ without the signed-in questions, and the way to sign in', () => {
    inEnglish(<ReferralSignedOutView faq={faq(false)} signInHref="/login?retUrl=http%3A%2F%2Flocalhost%3A4200%2Freferral" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Refer and earn' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Share your invite link with a friend.',
      'Your friend signs up with your code.',
      'After their first completed stay, you both get wallet money.',
    ]);
    expect(screen.getByRole('link', { name: 'Sign in to get your code' }).getAttribute('href')).toBe('/login?retUrl=http%3A%2F%2Flocalhost%3A4200%2Freferral');
    expect(screen.queryByText('Why is an invite still pending?')).toBeNull();
  });

  it('says plainly that the site has no refer and earn', () => {
    inEnglish(<ReferralUnavailableView />);
    expect(screen.getByText('Refer and earn is not offered on this site.')).toBeTruthy();
  });
});
