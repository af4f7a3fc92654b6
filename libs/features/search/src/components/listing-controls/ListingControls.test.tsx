import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppIntlProvider } from '@stays/ui';
import { hotelSummary } from '../../testing/fixtures';
import { DEFAULT_LISTING_QUERY, listingQueryFromParams } from '../../utils/listing-query';
import { FilterChips } from './FilterChips';
import { ListingFilterPanel } from './ListingFilterPanel';
import { ListingPagination } from './ListingPagination';
import { ListingSortForm } from './ListingSortForm';
import { ListingWithControls } from './ListingWithControls';

const stay = { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] };
const path = '/hotels-in-goa';
const stayQuery = 'checkin=2030-05-01&checkout=2030-05-03&rooms_config=1,2,0,0,0';
const query = (search: string) => listingQueryFromParams(new URLSearchParams(search));
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

function renderIn(ui: ReactNode, locale = 'en-IN') {
  return render(
    <AppIntlProvider locale={locale} messages={{}}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppIntlProvider>,
  );
}

function formValues(form: HTMLFormElement) {
  return [...new FormData(form).entries()].map(([name, value]) => `${name}=${String(value)}`);
}

describe('the filter panel', () => {
  it('is a GET form to the listing that keeps the stay and the sort, showing the chosen filters', () => {
    renderIn(
      <ListingFilterPanel
        path={path}
        stay={stay}
        query={query('sort=rating&price_max=5000&amenities=1&rating=4&page=3')}
        currency="INR"
        open={false}
        propertyType="hotel"
      />,
    );
    const form = screen.getByRole('button', { name: 'Show results' }).closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(path);
    expect((screen.getByRole('spinbutton', { name: 'Maximum' }) as HTMLInputElement).value).toBe('5000');
    expect((screen.getByRole('checkbox', { name: 'Free Wi-Fi' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '4.0 or more' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Price per night (INR)' })).toBeTruthy();
    // The page is not kept: new filters start at page 1.
    expect(formValues(form)).toEqual([
      'checkin=2030-05-01',
      'checkout=2030-05-03',
      'rooms_config=1,2,0,0,0',
      'sort=rating',
      'price_min=',
      'price_max=5000',
      'category=',
      'amenities=1',
      'rating=4',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe(`${path}?${stayQuery}&sort=rating`);
  });

  it.each([
    ['hotel', 'townhouse', 'Type of hotel', ['Any', 'Budget', 'Townhouse', 'Premium'], 'Townhouse'],
    ['home', 'villa', 'Type of home', ['Any', 'Apartment', 'Villa', 'Cottage', 'Bungalow', 'Chalet'], 'Villa'],
  ] as const)('offers the kinds of %s the listing shows, never the other kind of stay', (propertyType, category, legend, choices, chosen) => {
    renderIn(<ListingFilterPanel path={path} stay={stay} query={query(`category=${category}`)} currency="EUR" open={false} propertyType={propertyType} />);
    const group = screen.getByRole('group', { name: legend });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(choices);
    expect(screen.queryByRole('radio', { name: 'Hotels' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Holiday homes' })).toBeNull();
    expect((within(group).getByRole('radio', { name: chosen }) as HTMLInputElement).checked).toBe(true);
  });

  it('opens as a dialog with a close link for ?modal=filters', () => {
    renderIn(<ListingFilterPanel path={path} stay={stay} query={query('price_max=5000')} currency="EUR" open propertyType="home" />);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('link', { name: 'Close' }).getAttribute('href')).toBe(`${path}?${stayQuery}&price_max=5000`);
  });
});

describe('the sort control', () => {
  it('sends the order with the filters, and opens as a dialog for ?modal=sorters', () => {
    renderIn(<ListingSortForm path={path} stay={stay} query={query('price_max=5000&page=2')} open />);
    const dialog = screen.getByRole('dialog', { name: 'Sort by' });
    const select = within(dialog).getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Popularity',
      'Price: low to high',
      'Price: high to low',
      'Guest rating',
      'Distance from centre',
    ]);
    expect(formValues(select.form as HTMLFormElement)).toEqual([
      'checkin=2030-05-01',
      'checkout=2030-05-03',
      'rooms_config=1,2,0,0,0',
      'price_max=5000',
      'sort=popularity',
      'count=20',
    ]);
  });
});

describe('the chosen filters', () => {
  it('shows each as a link removing it, back to page 1', () => {
    renderIn(
      <FilterChips
        path={path}
        stay={stay}
        query={query('sort=rating&price_max=5000&category=premium&amenities=1,4&page=2')}
        currency="INR"
        propertyType="hotel"
      />,
    );
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    const links = within(chips).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Remove filter: Up to ₹5,000',
      'Remove filter: Premium',
      'Remove filter: Free Wi-Fi',
      'Remove filter: Parking',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(`${path}?${stayQuery}&sort=rating&category=Premium&amenities=1,4`);
    expect(links[2]?.getAttribute('href')).toBe(`${path}?${stayQuery}&sort=rating&price_max=5000&category=Premium&amenities=4`);
  });

  it('shows the quick filters and "Hide sold out" among them, each removed alone, and "Clear all filters" drops them too', () => {
    const chosen = query('sort=rating&pets=1&quick=pay_at_hotel,couple_friendly&available=1');
    renderIn(
      <>
        <FilterChips path={path} stay={stay} query={chosen} currency="INR" propertyType="hotel" />
        <ListingFilterPanel path={path} stay={stay} query={chosen} currency="INR" open={false} propertyType="hotel" />
      </>,
    );
    const links = within(screen.getByRole('list', { name: 'Chosen filters' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Remove filter: Travelling with pets',
      'Remove filter: Pay at hotel',
      'Remove filter: Couple friendly',
      'Remove filter: Hide sold out',
    ]);
    expect(links.map((link) => link.textContent)).toEqual(['Travelling with pets×', 'Pay at hotel×', 'Couple friendly×', 'Hide sold out×']);
    expect(links[1]?.getAttribute('href')).toBe(`${path}?${stayQuery}&sort=rating&pets=1&quick=couple_friendly&available=1`);
    expect(links[2]?.getAttribute('href')).toBe(`${path}?${stayQuery}&sort=rating&pets=1&quick=pay_at_hotel&available=1`);
    expect(links[3]?.getAttribute('href')).toBe(`${path}?${stayQuery}&sort=rating&pets=1&quick=pay_at_hotel,couple_friendly`);
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe(`${path}?${stayQuery}&sort=rating`);
  });

  it('shows nothing without filters', () => {
    const { container } = renderIn(<FilterChips path={path} stay={stay} query={DEFAULT_LISTING_QUERY} currency="INR" propertyType="hotel" />);
    expect(container.textContent).toBe('');
  });
});

describe('the pagination', () => {
  it('says which results are shown and links every page, the current one marked', () => {
    renderIn(<ListingPagination path={path} stay={stay} query={query('sort=rating&page=2')} totalCount={87} shown={20} />);
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(text(nav)).toContain('Showing 21–40 of 87');
    const pages = within(nav).getAllByRole('link', { name: /^Page/ });
    expect(pages.map((link) => link.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(`${path}?${stayQuery}&sort=rating`);
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(`${path}?${stayQuery}&sort=rating&page=3`);
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toBeTruthy();
  });

  it('has no page links for a single page, and counts in the locale', () => {
    renderIn(<ListingPagination path={path} stay={stay} query={DEFAULT_LISTING_QUERY} totalCount={3} shown={3} />, 'de-DE');
    const nav = screen.getByRole('navigation');
    expect(text(nav)).toBe('Showing 1–3 of 3');
    expect(within(nav).queryAllByRole('link')).toEqual([]);
  });
});

describe('a listing with its controls', () => {
  it('puts the heading, sort control, chips, cards and pagination together', () => {
    renderIn(
      <ListingWithControls
        path={path}
        stay={stay}
        query={query('price_max=5000')}
        modal={null}
        cityName="Goa"
        propertyType="hotel"
        currency="INR"
        totalCount={21}
        hotels={[hotelSummary()]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '21 hotels in Goa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Filters (1)' }).getAttribute('href')).toBe(`${path}?${stayQuery}&price_max=5000&modal=filters`);
    expect(screen.getByRole('link', { name: 'Sort by' }).getAttribute('href')).toBe(`${path}?${stayQuery}&price_max=5000&modal=sorters`);
    expect(screen.getByRole('link', { name: 'Remove filter: Up to ₹5,000' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' })).toBeTruthy();
  });
});
