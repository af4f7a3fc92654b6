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
});
