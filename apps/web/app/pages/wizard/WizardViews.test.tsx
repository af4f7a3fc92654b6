import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { ReactNode } from 'react';
import { AppIntlProvider } from '@stays/ui';
import type { WizardLandingReply, WizardMembershipReply, WizardPlansReply } from '@stays/api-client';
import { WizardLandingView } from './WizardLandingView';
import { WizardPaymentDialog } from './WizardPaymentDialog';
import { WizardProfileView } from './WizardProfileView';

const plans: WizardLandingReply['plans'] = [
  { plan_id: 'wizard', name: 'Wizard', duration_months: 12, price: 149_900, currency_code: 'INR', discount_percent_up_to: 10, wallet_credit: 50_000 },
  { plan_id: 'wizard_plus', name: 'Wizard Plus', duration_months: 24, price: 249_900, currency_code: 'INR', discount_percent_up_to: 10, wallet_credit: 50_000 },
];
const landing = (variant: WizardLandingReply['variant']): WizardLandingReply => ({
  variant,
  currency_code: 'INR',
  plans,
  wizard_success_benefits: [
    { icon_code: 'wallet', title: '', subtitle: '', amount: 50_000 },
    { icon_code: 'discount', title: '', subtitle: '', amount: null },
  ],
  highlighted_plan_id: variant === 'wizardPlus' ? 'wizard_plus' : 'wizard',
});
const withActions = (actions: [WizardPlansReply['plans'][number]['action'], number | null][]): WizardPlansReply['plans'] =>
  plans.map((plan, index) => ({ ...plan, action: actions[index]?.[0] ?? null, action_price: actions[index]?.[1] ?? null }));

function renderPage(node: ReactNode) {
  const Stub = createRoutesStub([{ path: '/wizard', Component: () => node, action: () => null }]);
  render(
    <AppIntlProvider locale="en-IN" messages={{}}>
      <Stub initialEntries={['/wizard']} />
    </AppIntlProvider>,
  );
}

const landingProps = {
  membership: null,
  loginHref: '/login?retUrl=x',
  paymentFailed: false,
  wantedUnavailable: false,
  modalHref: (modal: string, plan?: string) => `/wizard?modal=${modal}${plan ? `&plan=${plan}` : ''}`,
};

describe('the wizard landing', () => {
  it('shows the success benefits and each plan with a sign-in link for a guest not signed in', async () => {
    renderPage(<WizardLandingView landing={landing('wizard')} plans={withActions([])} signedIn={false} {...landingProps} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wizard membership' })).toBeTruthy();
    expect(screen.getByText('₹500 wallet money credited when you join')).toBeTruthy();
    expect(screen.getByText('Up to 10% off your next booking')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign in to join' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'How wizard works' }).getAttribute('href')).toBe('/wizard?modal=wizardVideo');
  });

  it('on the wizardPlus variant puts Wizard Plus first; a wizard member is offered renew and upgrade at their prices', async () => {
    renderPage(
      <WizardLandingView
        landing={landing('wizardPlus')}
        plans={withActions([
          ['renew', 149_900],
          ['upgrade', 100_000],
        ])}
        signedIn
        {...landingProps}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Wizard Plus: two years of member prices' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Wizard Plus', 'Wizard']);
    expect(screen.getByRole('link', { name: 'Upgrade to Wizard Plus' }).getAttribute('href')).toBe('/wizard?modal=wizardPayment&plan=wizard_plus');
    expect(screen.getByRole('link', { name: 'Renew Wizard' })).toBeTruthy();
    expect(screen.getByText('₹1,000')).toBeTruthy();
  });
});

describe('the wizard payment dialog', () => {
  it('shows the price, the wallet money the guest may use and what is left to pay, in one form', async () => {
    const result = {
      error: null,
      coupon: { coupon_code: 'WIZ20', plan_id: 'wizard' as const, price: 149_900, discount: 29_980, amount: 119_920, currency_code: 'INR' as const },
    };
    renderPage(
      <WizardPaymentDialog
        planName="Wizard"
        payment={{ planId: 'wizard', action: 'purchase', price: 149_900, walletUsable: 20_000 }}
        currencyCode="INR"
        csrfToken="csrf"
        idempotencyKey="key-1"
        result={result}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Pay for Wizard' })).toBeTruthy();
    expect(screen.getByText('Coupon WIZ20: ₹299.80 off')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Use ₹200 of your wallet money' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay ₹1,199.20' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeTruthy();
  });

  it('says why the payment was refused', async () => {
    renderPage(
      <WizardPaymentDialog
        planName="Wizard"
        payment={{ planId: 'wizard', action: 'purchase', price: 149_900, walletUsable: 0 }}
        currencyCode="INR"
        csrfToken="csrf"
        idempotencyKey="key-1"
        result={{ error: 'This coupon has expired.', coupon: null }}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByText('This coupon has expired.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('the wizard profile', () => {
  const member: WizardMembershipReply = {
    is_member: true,
    status: 'member',
    membership_detail: {
      subscription_status: 'member',
      is_subscription_pending: false,
      plan_id: 'wizard',
      membership_start: '2026-03-10T06:00:00.000Z',
      membership_end: '2027-03-10T06:00:00.000Z',
      home_hotel: { id: 101, name: 'Nivaas Baga Beach', city: 'Goa' },
      amount_saved: [{ currency_code: 'INR', amount: 45_000 }],
      total_bookings: 3,
    },
    home_hotel_options: [
      { id: 101, name: 'Nivaas Baga Beach', city: 'Goa' },
      { id: 102, name: 'Nivaas Goa Palms', city: 'Goa' },
    ],
  };

  it('shows start, end, home hotel, amount saved and bookings, with the home hotel choice and upgrade and renew', async () => {
    renderPage(<WizardProfileView membership={member} csrfToken="csrf" justPaid walletCredit={50_000} result={undefined} />);
    expect(await screen.findByText('Welcome to wizard! ₹500 wallet money has been added to your wallet.')).toBeTruthy();
    expect(screen.getByTestId('wizard-status').textContent).toBe('Active member: Wizard');
    expect(screen.getByText('10 March 2026')).toBeTruthy();
    expect(screen.getByText('10 March 2027')).toBeTruthy();
    expect(screen.getByText('Nivaas Baga Beach, Goa', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('₹450')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Choose your home hotel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Wizard Plus' }).getAttribute('href')).toBe('/wizard/upgrade');
    expect(screen.getByRole('link', { name: 'Renew Wizard' }).getAttribute('href')).toBe('/wizard/renew');
  });

  it('tells a guest whose bank has not answered that the membership starts when it does', async () => {
    const pending: WizardMembershipReply = {
      ...member,
      is_member: false,
      status: 'PENDING',
      membership_detail: {
        ...member.membership_detail,
        subscription_status: null,
        plan_id: null,
        membership_start: null,
        membership_end: null,
        home_hotel: null,
      },
    };
    renderPage(<WizardProfileView membership={pending} csrfToken="csrf" justPaid={false} walletCredit={50_000} result={undefined} />);
    expect((await screen.findByTestId('wizard-status')).textContent).toContain('Your bank has not confirmed your payment yet');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('link', { name: 'See the plans' })).toBeTruthy();
  });
});
