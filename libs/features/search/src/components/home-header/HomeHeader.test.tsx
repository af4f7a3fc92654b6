import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HomeHeader } from './HomeHeader';
import { renderSearch } from '../../testing/render-search';

describe('the home header of guest-journey §1', () => {
  it('shows the search box hint, the pickers, the buttons, the tagline and the header links', () => {
    renderSearch(<HomeHeader logo={<a href="/">Nivaas</a>} reach={{ cities: 31, countries: 1 }} />);
    expect(screen.getByRole('combobox', { name: 'Search for a city or hotel' }).getAttribute('placeholder')).toBe('Search for a city or hotel');
    expect(screen.getByRole('button', { name: 'Near me' })).toBeTruthy();
    expect(screen.getByLabelText('Check-in')).toBeTruthy();
    expect(screen.getByLabelText('Check-out')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Rooms and guests/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByText('You are on your way')).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('Book hotels & homes in');
    // The brand's own reach, counted from its catalogue; one country is no boast and is not claimed.
    for (const ending of ['31 cities', '3 Taps']) expect(heading.textContent).toContain(ending);
    expect(heading.textContent).not.toMatch(/countr|\+/i);
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about');
    expect(within(navigation).getByRole('link', { name: 'Partner with us' }).getAttribute('href')).toBe('/partner-with-us');
    expect(within(navigation).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it("claims the brand's real numbers of cities and countries, and no number it does not know", () => {
    const { unmount } = renderSearch(<HomeHeader logo={<a href="/">Dunelight Homes</a>} reach={{ cities: 74, countries: 8 }} />);
    const heading = screen.getByRole('heading', { level: 1 }).textContent;
    for (const ending of ['74 cities', '8 countries', '3 Taps']) expect(heading).toContain(ending);
    unmount();
    renderSearch(<HomeHeader logo={<a href="/">Dunelight Homes</a>} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toMatch(/\d+ (cities|countries)/);
  });

  it("puts the app's account entry in Login's place", () => {
    renderSearch(<HomeHeader logo={<a href="/">Nivaas</a>} account={<a href="/accountdetails">My account</a>} />);
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/accountdetails');
    expect(within(navigation).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('hides the header links in microsite mode but keeps the search', () => {
    renderSearch(<HomeHeader logo={<a href="/">Nivaas</a>} />, { config: { micrositeMode: true } });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('shows the default stay in the date fields and one room with two adults', () => {
    renderSearch(<HomeHeader logo={<a href="/">Nivaas</a>} />);
    expect((screen.getByLabelText('Check-in') as HTMLInputElement).value).toBe('2030-05-01');
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe('2030-05-03');
    // The button's accessible name holds the summary it shows.
    expect(screen.getByRole('button', { name: 'Rooms and guests 1 room, 2 guests' })).toBeTruthy();
  });
});
