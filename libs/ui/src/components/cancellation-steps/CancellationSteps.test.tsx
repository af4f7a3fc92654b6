import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppIntlProvider } from '../../i18n/AppIntlProvider';
import { CancellationSteps, type CancellationStep } from './CancellationSteps';

const steps: (CancellationStep & { charge: number })[] = [
  { kind: 'free_cancellation', from: null, until: '2030-05-01T06:30:00Z', charge: 0 },
  { kind: 'first_night_charge', from: '2030-05-01T06:30:00Z', until: null, charge: 450_000 },
];

describe('a stay’s cancellation steps', () => {
  it('says until when cancelling is free, then from when and what it costs', () => {
    render(
      <AppIntlProvider locale="en" messages={{}}>
        <CancellationSteps steps={steps} formatTime={(iso) => iso.slice(0, 10)} formatCharge={(step) => `₹${step.charge / 100}`} />
      </AppIntlProvider>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free cancellation until 2030-05-01',
      'From 2030-05-01, cancelling costs the first night: ₹4500',
    ]);
  });

  it('says cancelling costs the first night at once when no step is free', () => {
    render(
      <AppIntlProvider locale="en" messages={{}}>
        <CancellationSteps steps={[{ kind: 'first_night_charge', from: null, until: null }]} formatTime={String} formatCharge={() => '€120'} />
      </AppIntlProvider>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Cancelling now costs the first night: €120');
  });
});
