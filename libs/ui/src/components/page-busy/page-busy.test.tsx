import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PageBusyProvider, usePageBusy, useReportPageBusy } from './page-busy';

function Worker({ name }: { name: string }) {
  const [busy, setBusy] = useState(false);
  useReportPageBusy(busy);
  return (
    <button type="button" onClick={() => setBusy(!busy)}>
      {name}
    </button>
  );
}

function Indicator() {
  return <p>{usePageBusy() ? 'busy' : 'idle'}</p>;
}

describe('page busy', () => {
  it('is busy while any reporter is, and idle once all are done', () => {
    render(
      <PageBusyProvider>
        <Indicator />
        <Worker name="search" />
        <Worker name="other" />
      </PageBusyProvider>,
    );
    expect(screen.getByText('idle')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    fireEvent.click(screen.getByRole('button', { name: 'other' }));
    expect(screen.getByText('busy')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(screen.getByText('busy')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'other' }));
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('is never busy without a provider', () => {
    render(
      <>
        <Indicator />
        <Worker name="search" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(screen.getByText('idle')).toBeTruthy();
  });
});
