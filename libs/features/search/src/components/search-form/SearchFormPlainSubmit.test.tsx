import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SearchForm } from './SearchForm';
import { renderSearch, searchTestTree } from '../../testing/render-search';

/** What the browser sends when it submits the form itself, before hydration (ARCHITECTURE "Progressive enhancement"). */
describe('the search form as a plain HTML form', () => {
  it('is a GET form to /find naming the destination, the dates, the flexible days and the rooms', () => {
    renderSearch(<SearchForm />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/find');
    const sent = new FormData(form);
    expect([...sent.keys()].sort()).toEqual(['checkin', 'checkout', 'destination', 'flexible_days_count', 'rooms_config']);
    expect(sent.get('rooms_config')).toBe('1,2,0,0,0');
  });

  it('renders Rooms and guests, before hydration, as a link to the picker’s URL (modal=dateguestpicker)', () => {
    const html = new DOMParser().parseFromString(renderToString(searchTestTree(<SearchForm />).element), 'text/html');
    const trigger = [...html.querySelectorAll('a')].find((link) => link.textContent === '1 room, 2 guests');
    expect(trigger?.getAttribute('href')).toBe('/?modal=dateguestpicker');
  });

  it('is a button again once hydrated', () => {
    renderSearch(<SearchForm />);
    expect(screen.getByRole('button', { name: 'Rooms and guests 1 room, 2 guests' })).toBeTruthy();
  });
});
