import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from '../search-form/SearchForm';
import { mumbaiSuggestions } from '../../testing/fixtures';
import { renderSearch } from '../../testing/render-search';

describe('the rooms and guests picker', () => {
  it('adds and removes rooms and guests, and the search carries them in rooms_config', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions });
    await user.click(screen.getByRole('button', { name: /^Rooms and guests/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rooms and guests' });

    await user.click(within(dialog).getByRole('button', { name: 'Add room' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add room' }));
    const room2 = within(dialog).getByRole('heading', { name: 'Room 2' }).closest('li') as HTMLElement;
    await user.click(within(room2).getByRole('button', { name: 'More Adults' }));
    await user.click(within(room2).getByRole('button', { name: 'More Children' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove room 1' }));
    expect(within(dialog).queryByRole('heading', { name: 'Room 3' })).toBeNull();
    const first = within(dialog).getByRole('heading', { name: 'Room 1' }).closest('li') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Fewer Adults' }));
    expect((within(first).getByRole('button', { name: 'Fewer Adults' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Left: the former room 2 (now 1 adult, 1 child) and the former room 3 (1 adult).
    expect(screen.getByText('2 rooms, 3 guests')).toBeTruthy();

    await user.type(screen.getByRole('combobox'), 'mum');
    await user.click(await screen.findByRole('option', { name: 'Mumbai' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const location = await screen.findByText(/Now at \/hotels-in-mumbai/);
    const query = new URLSearchParams(location.textContent?.split('?')[1]);
    expect(query.get('rooms_config')).toBe('2,1,0,1,0,1,0,0,0');
  });

  it('counts infants and pets per room, names them in the summary, and the search carries them', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions });
    expect(screen.getByText('1 room, 2 guests')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Rooms and guests/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rooms and guests' });
    const room = within(dialog).getByRole('heading', { name: 'Room 1' }).closest('li') as HTMLElement;
    expect((within(room).getByRole('button', { name: 'Fewer Infants' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(room).getByRole('button', { name: 'More Infants' }));
    await user.click(within(room).getByRole('button', { name: 'More Pets' }));
    await user.click(within(room).getByRole('button', { name: 'More Pets' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    // Infants and pets are not guests: they are named after them.
    expect(screen.getByRole('button', { name: 'Rooms and guests 1 room, 2 guests, 1 infant, 2 pets' })).toBeTruthy();

    await user.type(screen.getByRole('combobox'), 'mum');
    await user.click(await screen.findByRole('option', { name: 'Mumbai' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const location = await screen.findByText(/Now at \/hotels-in-mumbai/);
    const query = new URLSearchParams(location.textContent?.split('?')[1]);
    // Per room: adults, infants, children, pets.
    expect(query.get('rooms_config')).toBe('1,2,1,0,2');
  });
});
