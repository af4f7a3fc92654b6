import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from './SearchForm';
import { city, emptySuggestions, mumbaiSuggestions } from '../../testing/fixtures';
import { renderSearch } from '../../testing/render-search';

const stayQuery = 'checkin=2030-05-01&checkout=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0';

describe('searching (guest-journey §5)', () => {
  it('an empty search asks for a destination and goes nowhere', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please enter your destination')).toBeTruthy();
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Now at/)).toBeNull();
  });

  it('choosing a city suggestion with the mouse leads to its listing for the stay', async () => {
    const user = userEvent.setup();
    const { posts } = renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions });
    await user.type(screen.getByRole('combobox', { name: 'Search for a city or hotel' }), 'mum');
    // The first suggestions wait for the lazily loaded API client: slow on a busy machine.
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 5000 });
    expect(screen.getByRole('group', { name: 'Locations' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Hotels' })).toBeTruthy();
    expect(listbox).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Mumbai' }));
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Mumbai');
    // The pick is reported for what was typed (POST autocompletenew/feedback).
    await vi.waitFor(() =>
      expect(posts).toEqual([
        {
          path: '/api/pwa/autocompletenew/feedback',
          body: {
            query: 'mum',
            suggestion_id: mumbaiSuggestions.locations.values[0]?.id,
            suggestion_type: 'city',
            action: 'selected',
            position: 0,
            brand_name: 'Nivaas',
          },
        },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(`Now at /hotels-in-mumbai?${stayQuery}`)).toBeTruthy();
  });

  it('the keyboard moves through suggestions and Enter chooses a hotel, which leads to the hotel page', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions });
    const box = screen.getByRole('combobox');
    await user.type(box, 'colaba');
    await screen.findByRole('option', { name: 'Nivaas Residency Colaba Mumbai' });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('Nivaas Residency Colaba');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(`Now at /1234/?${stayQuery}`)).toBeTruthy();
  });

  it('free text without a choice goes to the best location suggestion', async () => {
    const user = userEvent.setup();
    const { requests } = renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions });
    await user.type(screen.getByRole('combobox'), 'Bombay{Enter}');
    expect(await screen.findByText(`Now at /hotels-in-mumbai?${stayQuery}`)).toBeTruthy();
    expect(requests.some((url) => url.pathname === '/api/pwa/autocomplete' && url.searchParams.get('query') === 'Bombay')).toBe(true);
  });

  it('free text that matches nothing says so', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm />, { suggestions: () => emptySuggestions });
    await user.type(screen.getByRole('combobox'), 'Atlantis{Enter}');
    expect(await screen.findByText(/We could not find “Atlantis”/)).toBeTruthy();
  });

  it('moving check-in past check-out moves check-out to the next day', () => {
    renderSearch(<SearchForm />);
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2030-05-07' } });
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe('2030-05-08');
  });
});

describe('recent searches and trending destinations (guest-journey §3, §5, §9)', () => {
  beforeEach(() => window.localStorage.clear());

  it('an empty box offers the trending cities; a search made comes back first under recent searches with its dates, once', async () => {
    const user = userEvent.setup();
    const cities = [city({ id: 2, name: 'Mumbai', slug: 'mumbai', popular_location: true }), city({ id: 5, name: 'Goa', slug: 'goa', popular_location: true })];
    renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions, cities });
    const box = screen.getByRole('combobox', { name: 'Search for a city or hotel' });
    await user.click(box);
    expect(await screen.findByRole('group', { name: 'Trending destinations' }, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: /^Goa/ }));
    expect((box as HTMLInputElement).value).toBe('Goa');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(`Now at /hotels-in-goa?${stayQuery}`)).toBeTruthy();
    cleanup();

    // The next page's search box.
    renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions, cities });
    await user.click(screen.getByRole('combobox', { name: 'Search for a city or hotel' }));
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    expect(within(recent).getByRole('option').textContent).toMatch(/^Goa May 1\s–\s3$/);
    // Goa is not offered twice.
    expect(screen.getAllByRole('option', { name: /^Goa/ })).toHaveLength(1);
  });

  it('a flexible search is remembered with its flexible days, shown with them, and chosen again searches with them', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions, cities: [] });
    await user.type(screen.getByRole('combobox'), 'mum');
    await user.click(await screen.findByRole('option', { name: 'Mumbai' }, { timeout: 5000 }));
    await user.click(screen.getByRole('radio', { name: '± 2 days' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const flexibleSearch = `Now at /hotels-in-mumbai?${stayQuery}&flexible_days_count=2`;
    expect(await screen.findByText(flexibleSearch)).toBeTruthy();
    const [stored] = JSON.parse(window.localStorage.getItem('stays.recentSearches') ?? '[]') as Record<string, unknown>[];
    expect(stored).toMatchObject({
      location: 'Mumbai',
      checkin: '2030-05-01',
      checkout: '2030-05-03',
      flexibleDaysCount: 2,
      searchType: 'city',
      cityId: 12,
      pathName: '/hotels-in-mumbai',
    });
    cleanup();

    // Another page, another stay in its form: choosing the recent search searches again for the one remembered.
    renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions, cities: [], checkin: '2030-06-10', checkout: '2030-06-11' });
    await user.click(screen.getByRole('combobox'));
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    const option = within(recent).getByRole('option', { name: /^Mumbai May 1\s–\s3, ± 2 days$/ });
    await user.click(option);
    expect(await screen.findByText(flexibleSearch)).toBeTruthy();
  });
});
