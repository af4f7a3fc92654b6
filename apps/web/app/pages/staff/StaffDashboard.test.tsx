import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { StaffDashboardReply } from '@stays/api-client';
import { AppIntlProvider } from '@stays/ui';
import { StaffDashboard } from './StaffDashboard';

const reply: StaffDashboardReply = {
  from: '2026-03-04',
  to: '2026-03-10',
  brand: null,
  total_events: 20,
  page_views: [
    { page_type: 'Hotel Page', brand: 'nivaas', views: 4 },
    { page_type: 'Search Page', brand: 'dunelight', views: 1 },
  ],
  funnel: [
    { step: 'search', sessions: 3, conversion: null },
    { step: 'hotel', sessions: 2, conversion: 2 / 3 },
    { step: 'summary', sessions: 1, conversion: 0.5 },
    { step: 'booking', sessions: 1, conversion: 1 },
  ],
  web_vitals: [
    { route: '/', metric: 'LCP', p75: 3250, samples: 4 },
    { route: '/nl/search/', metric: 'INP', p75: 180, samples: 1 },
    { route: '/', metric: 'CLS', p75: 0.3, samples: 2 },
  ],
};

function show(dashboard: StaffDashboardReply, periodRefused = false) {
  return render(
    <AppIntlProvider locale="en" messages={{}}>
      <StaffDashboard reply={dashboard} periodRefused={periodRefused} />
    </AppIntlProvider>,
  );
}

describe('StaffDashboard', () => {
  it('draws each chart as an image described in words, with its figures a table away', () => {
    show(reply);
    const charts = screen.getAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'Hotel Page, Nivaas: 4; Search Page, Dunelight Homes: 1',
      'Search, 3; Hotel page, 2, 66.7% of the step before; Booking summary, 1, 50% of the step before; Booking, 1, 100% of the step before',
      'LCP: / 3,250 ms (Needs improvement)',
      'INP: /nl/search/ 180 ms (Good)',
      'CLS: / 0.3 (Poor)',
    ]);
    const funnel = screen.getByRole('region', { name: 'Booking funnel' });
    fireEvent.click(within(funnel).getByText('Show as a table'));
    const rows = within(funnel)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Step', 'Sessions', 'Conversion'],
      ['Search', '3', '–'],
      ['Hotel page', '2', '66.7%'],
      ['Booking summary', '1', '50%'],
      ['Booking', '1', '100%'],
    ]);
  });

  it('rates each route’s p75 by the metric’s thresholds, in the table too', () => {
    show(reply);
    const vitals = screen.getByRole('region', { name: 'Web vitals: 75th percentile per route' });
    const ratings = within(vitals)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(ratings).toEqual([
      ['/', 'LCP', '3,250 ms', 'Needs improvement', '4'],
      ['/nl/search/', 'INP', '180 ms', 'Good', '1'],
      ['/', 'CLS', '0.3', 'Poor', '2'],
    ]);
  });

  it('keeps the period form filled in and says so when no event was stored', () => {
    show({ ...reply, total_events: 0, page_views: [], web_vitals: [], funnel: reply.funnel.map((step) => ({ ...step, sessions: 0, conversion: null })) });
    expect(screen.getByText('No events were stored in this period.')).toBeTruthy();
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-04');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-03-10');
  });

  it('tells the reader when the period asked for was refused and the last week is shown', () => {
    show(reply, true);
    expect(screen.getByRole('alert').textContent).toBe('Choose a period of at most 92 days that does not end before it starts.');
  });
});
