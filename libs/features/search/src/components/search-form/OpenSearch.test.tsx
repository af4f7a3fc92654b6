import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from './SearchForm';
import { stayToSearch } from '../../hooks/use-submit-search';
import { openSearchesThisSession, recordOpenSearch } from '../../stores/open-search-session';
import { mumbaiSuggestions } from '../../testing/fixtures';
import { renderSearch, type RenderSearchOptions } from '../../testing/render-search';

const datesMessage = 'Please select your check-in and check-out dates';
const rooms = [{ adults: 2, children: 0, infants: 0, pets: 0 }];

beforeEach(() => window.sessionStorage.clear());

/** Clears both dates, picks Mumbai and searches; answers where the form went, or null when it stayed. */
async function searchWithoutDates(options: RenderSearchOptions = {}) {
  const user = userEvent.setup();
  const view = renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions, ...options });
  await user.click(screen.getByRole('button', { name: 'Clear dates' }));
  expect((screen.getByLabelText('Check-in') as HTMLInputElement).value).toBe('');
  expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe('');
  await user.type(screen.getByRole('combobox'), 'mum');
  await user.click(await screen.findByRole('option', { name: 'Mumbai' }, { timeout: 5000 }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const went = screen.queryByText(/^Now at /)?.textContent ?? null;
  view.unmount();
  return went;
}

describe('open search: no dates twice per session, then dates are required (guest-journey §4, §5, §9)', () => {
  it('the first two searches without dates go to the listing as open searches; the third asks for dates', async () => {
    expect(await searchWithoutDates()).toBe('Now at /hotels-in-mumbai?isOpenSearch=true&rooms_config=1%2C2%2C0%2C0%2C0');
    expect(await searchWithoutDates()).toBe('Now at /hotels-in-mumbai?isOpenSearch=true&rooms_config=1%2C2%2C0%2C0%2C0');

    const user = userEvent.setup();
    renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions });
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    await user.type(screen.getByRole('combobox'), 'mum');
    await user.click(await screen.findByRole('option', { name: 'Mumbai' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(datesMessage)).toBeTruthy();
    expect(screen.getByLabelText('Check-in').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/^Now at /)).toBeNull();

    // With dates the search goes on as usual.
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2030-05-07' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Now at /hotels-in-mumbai?checkin=2030-05-07&checkout=2030-05-08&rooms_config=1%2C2%2C0%2C0%2C0')).toBeTruthy();
  });

  it('one date left empty asks for both, even the first time', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '' } });
    await user.type(screen.getByRole('combobox'), 'mum');
    await user.click(await screen.findByRole('option', { name: 'Mumbai' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(datesMessage)).toBeTruthy();
    expect(screen.getByLabelText('Check-out').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Check-in').getAttribute('aria-invalid')).toBeNull();
    expect(openSearchesThisSession()).toBe(0);
  });

  it('without the brand’s flag the dates cannot be cleared, and a form without them asks for dates', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm />, { suggestions: () => mumbaiSuggestions, config: { openSearch: false }, checkin: '', checkout: '' });
    expect(screen.queryByRole('button', { name: 'Clear dates' })).toBeNull();
    await user.type(screen.getByRole('combobox'), 'mum');
    await user.click(await screen.findByRole('option', { name: 'Mumbai' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(datesMessage)).toBeTruthy();
    expect(screen.queryByText(/^Now at /)).toBeNull();
  });
});

describe('the stay a search asks for', () => {
  it.each([
    ['both dates', { checkin: '2030-05-01', checkout: '2030-05-03' }, true, 0, { checkin: '2030-05-01', checkout: '2030-05-03', rooms }],
    ['no dates, flag on, first open search', { checkin: '', checkout: '' }, true, 0, { checkin: '', checkout: '', rooms, isOpenSearch: true }],
    ['no dates, flag on, second open search', { checkin: '', checkout: '' }, true, 1, { checkin: '', checkout: '', rooms, isOpenSearch: true }],
    ['no dates, flag on, third open search', { checkin: '', checkout: '' }, true, 2, null],
    ['no dates, flag off', { checkin: '', checkout: '' }, false, 0, null],
    ['check-in only', { checkin: '2030-05-01', checkout: '' }, true, 0, null],
    ['check-out only', { checkin: '', checkout: '2030-05-03' }, true, 0, null],
  ])('%s', (_case, dates, flag, soFar, expected) => {
    expect(stayToSearch({ ...dates, rooms }, flag, soFar)).toEqual(expected);
  });

  it('the session counts its open searches in sessionStorage', () => {
    expect(openSearchesThisSession()).toBe(0);
    recordOpenSearch();
    recordOpenSearch();
    expect(openSearchesThisSession()).toBe(2);
    window.sessionStorage.setItem('stays.openSearches', 'nonsense');
    expect(openSearchesThisSession()).toBe(0);
    expect(openSearchesThisSession(null)).toBe(0);
  });
});
