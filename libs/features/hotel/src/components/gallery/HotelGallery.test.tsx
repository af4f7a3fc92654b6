import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppIntlProvider } from '@stays/ui';
import { HotelGallery } from './HotelGallery';

describe('hotel gallery', () => {
  it('fetches the first, largest photo (the page’s largest contentful paint) at once and first; the others lazily', () => {
    render(
      <AppIntlProvider locale="en" messages={{}}>
        <HotelGallery name="Sea View" images={['/a.svg', '/b.svg', '/c.svg']} />
      </AppIntlProvider>,
    );
    const [first, ...others] = screen.getAllByRole('img');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(others.map((other) => [other.getAttribute('fetchpriority'), other.getAttribute('loading')])).toEqual([
      [null, 'lazy'],
      [null, 'lazy'],
    ]);
  });

  it('places each photo where the layout for its count puts it, and gives each its share of the screen', () => {
    const { container } = render(
      <AppIntlProvider locale="en" messages={{}}>
        <HotelGallery name="Sea View" images={['/pictures/a-960.webp', '/pictures/b-960.webp', '/pictures/c-960.webp', '/pictures/d-960.webp']} />
      </AppIntlProvider>,
    );
    const grid = container.querySelector('ul');
    expect(grid?.style.getPropertyValue('--gallery-columns')).toBe('2fr 1fr 1fr');
    const tiles = [...container.querySelectorAll('li')].map((tile) => [
      tile.style.getPropertyValue('--tile-column'),
      tile.style.getPropertyValue('--tile-row'),
    ]);
    expect(tiles).toEqual([
      ['1', '1 / 3'],
      ['2', '1'],
      ['3', '1'],
      ['2 / 4', '2'],
    ]);
    expect(container.querySelector('li img')?.getAttribute('sizes')).toBe('(min-width: 780px) 60vw, 100vw');
  });
});
