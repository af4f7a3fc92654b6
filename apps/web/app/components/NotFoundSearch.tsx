import { useState } from 'react';
import { countryById, type CountryConfig } from '@stays/brand-config';
import { SearchForm, SearchFormProvider } from '@stays/feature-search';
import { defaultRoomsFor, defaultStayDates } from '@stays/validation';
import type { SiteContext } from '../site/site-context';

/** The home page's search on the not-found page, with the site country's default stay dates and occupancy. */
export function NotFoundSearch({ site }: { site: SiteContext }) {
  const [stay] = useState(() => {
    const country = countryById(site.countryId) as CountryConfig;
    return { ...defaultStayDates(new Date(), country), rooms: defaultRoomsFor(country) };
  });
  return (
    <SearchFormProvider initial={stay}>
      <SearchForm layout="compact" />
    </SearchFormProvider>
  );
}
