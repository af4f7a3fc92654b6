import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from './SearchForm';
import { mumbaiSuggestions } from '../../testing/fixtures';
import { renderSearch } from '../../testing/render-search';

describe("an affiliate's search (/searchaffiliate/) keeps the affiliate's parameters", () => {
  it('the listing it opens carries them after the stay', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions, config: { keptQuery: 'utm_source=lakeside&partner=lakeside-travel' } });
    await user.type(screen.getByRole('combobox', { name: 'Search for a city or hotel' }), 'mum');
    await user.click(await screen.findByRole('option', { name: 'Mumbai' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        'Now at /hotels-in-mumbai?checkin=2030-05-01&checkout=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0&utm_source=lakeside&partner=lakeside-travel',
      ),
    ).toBeTruthy();
  });
});
