import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from '../search-form/SearchForm';
import { mumbaiSuggestions } from '../../testing/fixtures';
import { checkInServerHtml, cleanUpServerHtml, renderServerHtml } from '@stays/ui/testing';
import { renderSearch, searchTestTree } from '../../testing/render-search';

describe('flexible dates in the search form', () => {
  it('offers exact dates and ±1, ±2, ±3 days, exact by default', () => {
    renderSearch(<SearchForm />);
    const field = screen.getByRole('group', { name: 'Flexible dates' });
    const choices = within(field).getAllByRole('radio') as HTMLInputElement[];
    expect(choices.map((choice) => choice.labels?.[0]?.textContent)).toEqual(['Exact dates', '± 1 day', '± 2 days', '± 3 days']);
    expect(choices.map((choice) => choice.checked)).toEqual([true, false, false, false]);
  });

  it('a flexible search carries flexible_days_count in the listing URL', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions });
    await user.type(screen.getByRole('combobox', { name: 'Search for a city or hotel' }), 'mum');
    await user.click(await screen.findByRole('option', { name: 'Mumbai' }, { timeout: 5000 }));
    await user.click(screen.getByRole('radio', { name: '± 2 days' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Now at /hotels-in-mumbai?checkin=2030-05-01&checkout=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0&flexible_days_count=2'),
    ).toBeTruthy();
  });

  it('is not offered for a search without dates', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm />);
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(screen.queryByRole('group', { name: 'Flexible dates' })).toBeNull();
  });
});

describe('flexible dates chosen before the page hydrates (a slow phone)', () => {
  afterEach(cleanUpServerHtml);

  it('searches with the days the guest tapped in the server HTML', async () => {
    const options = { suggestions: () => mumbaiSuggestions, cities: [] };
    const server = renderServerHtml(searchTestTree(<SearchForm />, options).element);
    checkInServerHtml(server.page.querySelector<HTMLInputElement>('input[name="flexible_days_count"][value="2"]'));

    await server.hydrate(searchTestTree(<SearchForm />, options).element);

    expect(screen.getByRole('radio', { name: '± 2 days' })).toHaveProperty('checked', true);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Search for a city or hotel' }), 'mum');
    await user.click(await screen.findByRole('option', { name: 'Mumbai' }, { timeout: 5000 }));
    expect(screen.getByRole('radio', { name: '± 2 days' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/^Now at \/hotels-in-mumbai\?.*&flexible_days_count=2$/)).toBeTruthy();
  }, 15_000);
});
