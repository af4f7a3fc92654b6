import { getAutocomplete } from '@stays/api-client';
import { bestDestination, destinationPath, noMatchMessage, stayToSearch, submitSearchMessages, type SearchFormValues } from '@stays/feature-search';
import { countryById, type CountryConfig } from '@stays/brand-config';
import { defaultRoomsFor, readRoomsConfigQuery, searchMessages, urlDateToIso } from '@stays/validation';
import { serverApi } from '../site/api.server';
import { serverIntl } from '../site/intl.server';
import type { SiteContext } from '../site/site-context';

/** What the guest put in the search form, read from its GET submission; anything unreadable is left at its default. */
export type SubmittedSearch = Pick<SearchFormValues, 'destinationText' | 'checkin' | 'checkout' | 'rooms' | 'flexibleDaysCount'>;

function readSubmittedSearch(query: URLSearchParams, country: CountryConfig): SubmittedSearch {
  // DD/MM/YYYY and DD-MM-YYYY are converted (guest-journey §5); an unreadable date is left empty.
  const date = (name: string) => urlDateToIso(query.get(name)) ?? '';
  const rooms = readRoomsConfigQuery(query.get('rooms_config') ?? '');
  const flexible = Number(query.get('flexible_days_count') ?? 0);
  return {
    destinationText: (query.get('destination') ?? '').trim().slice(0, 100),
    checkin: date('checkin'),
    checkout: date('checkout'),
    rooms: rooms.ok ? rooms.rooms : defaultRoomsFor(country),
    flexibleDaysCount: Number.isInteger(flexible) && flexible > 0 ? flexible : 0,
  };
}

export type FoundDestination = { location: string } | { retry: SubmittedSearch; message: string };

/**
 * The search form submitted before hydration (guest-journey §5, as useSubmitSearch does it in the browser): the
 * typed text goes to the best location suggestion of the site's brand and country, with the stay; an empty box,
 * missing dates or no match come back to the form with the reason in the guest's language. The open-search
 * allowance counts this as the session's first, since the count lives in the browser.
 */
export async function findDestination(site: SiteContext, query: URLSearchParams): Promise<FoundDestination> {
  const search = readSubmittedSearch(query, countryById(site.countryId) as CountryConfig);
  const intl = await serverIntl(site.locale);
  const retry = (message: string): FoundDestination => ({ retry: search, message });
  if (!search.destinationText) return retry(intl.formatMessage(searchMessages.destinationRequired));
  const stay = stayToSearch(search, site.openSearch, 0);
  if (!stay) return retry(intl.formatMessage(submitSearchMessages.datesRequired));
  try {
    const reply = await getAutocomplete(serverApi(site.locale), {
      query: search.destinationText,
      region: site.countryId,
      brandName: site.brandId,
      defaultPropertyType: site.defaultPropertyType,
    });
    const best = bestDestination(reply);
    if (!best) return retry(intl.formatMessage(noMatchMessage(site.defaultPropertyType), { text: search.destinationText }));
    return { location: destinationPath(best, stay) };
  } catch {
    return retry(intl.formatMessage(submitSearchMessages.unavailable));
  }
}
