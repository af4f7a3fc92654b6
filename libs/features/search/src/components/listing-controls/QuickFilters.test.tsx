import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppIntlProvider } from '@stays/ui';
import { listingQueryFromParams } from '../../utils/listing-query';
import { ListingFilterPanel } from './ListingFilterPanel';
import { QuickFilters } from './QuickFilters';

const stay = { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] };
const path = '/hotels-in-goa';
const stayQuery = 'checkin=2030-05-01&checkout=2030-05-03&rooms_config=1,2,0,0,0';
const query = (search: string) => listingQueryFromParams(new URLSearchParams(search));

function renderQuick(search: string, propertyType: 'hotel' | 'home' = 'hotel') {
  return render(
    <AppIntlProvider locale="en" messages={{}}>
      <MemoryRouter>
        <QuickFilters path={path} stay={stay} query={query(search)} propertyType={propertyType} />
      </MemoryRouter>
    </AppIntlProvider>,
  );
}

describe('the quick filters', () => {
  it('are a labelled list of links, each switching one filter on and keeping the other choices, back to page 1', () => {
    renderQuick('sort=rating&page=2');
    const list = screen.getByRole('list', { name: 'Quick filters' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Pay at hotel', 'Couple friendly', 'Pets welcome', 'Rated 4+', 'Hide sold out']);
    expect(links.every((link) => link.getAttribute('aria-current') === null)).toBe(true);
    expect(screen.getByRole('link', { name: 'Pay at hotel' }).getAttribute('href')).toBe(`${path}?${stayQuery}&sort=rating&quick=pay_at_hotel`);
    expect(screen.getByRole('link', { name: 'Hide sold out' }).getAttribute('href')).toBe(`${path}?${stayQuery}&sort=rating&available=1`);
    expect(screen.getByRole('link', { name: 'Rated 4+' }).getAttribute('href')).toBe(`${path}?${stayQuery}&sort=rating&rating=4`);
  });

  it('mark the chips that are on, and tapping one again switches it off', () => {
    renderQuick('quick=pay_at_hotel&available=1&pets=1');
    const on = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'true');
    expect(on.map((link) => link.textContent)).toEqual(['Pay at hotel', 'Pets welcome', 'Hide sold out']);
    for (const link of on) expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Pay at hotel' }).getAttribute('href')).toBe(`${path}?${stayQuery}&pets=1&available=1`);
    expect(screen.getByRole('link', { name: 'Hide sold out' }).getAttribute('href')).toBe(`${path}?${stayQuery}&pets=1&quick=pay_at_hotel`);
  });

  it('leave couple friendly out of a holiday-home listing', () => {
    renderQuick('', 'home');
    expect(screen.queryByRole('link', { name: 'Couple friendly' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('survive the filter panel: its form carries them as they are', () => {
    render(
      <AppIntlProvider locale="en" messages={{}}>
        <MemoryRouter>
          <ListingFilterPanel path={path} stay={stay} query={query('quick=couple_friendly&available=1')} currency="INR" open={false} propertyType="hotel" />
        </MemoryRouter>
      </AppIntlProvider>,
    );
    const form = screen.getByRole('button', { name: 'Show results' }).closest('form') as HTMLFormElement;
    const values = [...new FormData(form).entries()].map(([name, value]) => `${name}=${String(value)}`);
    expect(values).toEqual(expect.arrayContaining(['quick=couple_friendly', 'available=1']));
  });
});
