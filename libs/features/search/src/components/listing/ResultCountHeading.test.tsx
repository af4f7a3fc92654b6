import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppIntlProvider } from '@stays/ui';
import { ResultCountHeading, type ResultCountHeadingProps } from './ResultCountHeading';

function headingOf(props: ResultCountHeadingProps): string | null {
  render(
    <AppIntlProvider locale="en" messages={{}}>
      <ResultCountHeading {...props} />
    </AppIntlProvider>,
  );
  return screen.getByRole('heading', { level: 1 }).textContent;
}

const beach = { slug: 'near-beach', name: 'Near the beach' };
const pool = { slug: 'with-pool', name: 'With pool' };

describe('the listing heading of a theme page reads as a sentence', () => {
  it.each<[string, ResultCountHeadingProps, string]>([
    ['one theme', { count: 4, cityName: 'Goa', propertyType: 'hotel', themes: [beach] }, '4 hotels in Goa near the beach'],
    [
      'one hotel',
      { count: 1, cityName: 'Goa', propertyType: 'hotel', themes: [{ slug: 'pet-friendly', name: 'Pet friendly' }] },
      '1 hotel in Goa where pets are welcome',
    ],
    ['two themes', { count: 2, cityName: 'Goa', propertyType: 'hotel', themes: [beach, pool] }, '2 hotels in Goa near the beach and with a pool'],
    ['the homes brand', { count: 3, cityName: 'Texel', propertyType: 'home', themes: [{ slug: 'family', name: 'Family' }] }, '3 homes in Texel for families'],
    [
      'a tag we have no words for',
      { count: 5, cityName: 'Goa', propertyType: 'hotel', themes: [{ slug: 'sea-view', name: 'Sea view' }] },
      '5 hotels in Goa tagged “Sea view”',
    ],
    ['no theme', { count: 24, cityName: 'Mumbai', propertyType: 'hotel' }, '24 hotels in Mumbai'],
    ['near a place, where themes do not apply', { count: 3, cityName: 'Baga, Goa', relation: 'near', propertyType: 'home' }, '3 homes near Baga, Goa'],
  ])('%s', (_case, props, heading) => {
    expect(headingOf(props)).toBe(heading);
  });
});
