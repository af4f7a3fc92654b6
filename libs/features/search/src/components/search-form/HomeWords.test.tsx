import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from './SearchForm';
import { renderSearch } from '../../testing/render-search';

describe('the search form on a holiday-home site', () => {
  it('asks for a destination or holiday home, and counts homes rather than rooms', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm />, { config: { defaultPropertyType: 'home' } });
    expect(screen.getByRole('combobox', { name: 'Search for a destination or holiday home' })).toBeTruthy();
    expect(screen.queryByText(/city or hotel/)).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Homes and guests/ }));
    const dialog = screen.getByRole('dialog', { name: 'Homes and guests' });
    await user.click(within(dialog).getByRole('button', { name: 'Add another home' }));
    expect(within(dialog).getByRole('heading', { name: 'Home 2' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove home 1' })).toBeTruthy();
    expect(within(dialog).queryByText(/room/i)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByText(/^2 homes, \d+ guests$/)).toBeTruthy();
  });

  it('keeps the hotel words on a hotel site', () => {
    renderSearch(<SearchForm />);
    expect(screen.getByRole('combobox', { name: 'Search for a city or hotel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Rooms and guests/ })).toBeTruthy();
  });
});
