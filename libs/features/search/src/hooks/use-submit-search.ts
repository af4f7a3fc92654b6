import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { countryById } from '@stays/brand-config';
import { isOpenSearchAllowed } from '@stays/booking-rules';
import type { StayKind } from '@stays/ui';
import { searchMessages } from '@stays/validation';
import { autocompleteQueryOptions } from '../api/get-autocomplete';
import { recentSearchEntry } from '../components/destination-combobox/recent-search-entry';
import { rememberSearch } from '../components/destination-combobox/recent-searches-store';
import { useSearchConfig } from '../config/search-config';
import { openSearchesThisSession, recordOpenSearch } from '../stores/open-search-session';
import { useSearchFormStoreApi } from '../stores/search-form-context';
import type { SearchFormValues } from '../stores/search-form-store';
import { bestDestination, type Destination } from '../utils/destination';
import { hotelPath, listingPath, nearMePath, searchPath, stayQueryString, type StayQuery } from '../utils/search-urls';

export const submitSearchMessages = defineMessages<{
  noMatch: { text: string };
  noMatchHomes: { text: string };
  unavailable: Record<never, never>;
  datesRequired: Record<never, never>;
}>({
  noMatch: { id: 'search.destination.noMatch', defaultMessage: 'We could not find “{text}”. Try a city, an area or a hotel name.' },
  noMatchHomes: { id: 'search.destination.noMatch.homes', defaultMessage: 'We could not find “{text}”. Try a town, a region or the name of a holiday home.' },
  unavailable: { id: 'search.unavailable', defaultMessage: 'Search is not available right now. Please try again.' },
  datesRequired: { id: 'search.dates.required', defaultMessage: 'Please select your check-in and check-out dates' },
});

/** What the guest is told when nothing matches what they typed, in the words of the site's stays. */
export function noMatchMessage(kind: StayKind): MessageDescriptor {
  return kind === 'home' ? submitSearchMessages.noMatchHomes : submitSearchMessages.noMatch;
}

/**
 * The stay the form searches for: its dates (and flexible days), or — both dates cleared, the brand's flag on and fewer than two open
 * searches this session (guest-journey §4, §5) — an open search; null when dates are required.
 */
export function stayToSearch(
  form: Pick<SearchFormValues, 'checkin' | 'checkout' | 'rooms'> & Partial<Pick<SearchFormValues, 'flexibleDaysCount'>>,
  openSearchFlag: boolean,
  openSearchesSoFar: number,
): StayQuery | null {
  if (form.checkin && form.checkout) {
    return {
      checkin: form.checkin,
      checkout: form.checkout,
      rooms: form.rooms,
      ...(form.flexibleDaysCount ? { flexibleDaysCount: form.flexibleDaysCount } : {}),
    };
  }
  if (form.checkin || form.checkout) return null;
  if (!isOpenSearchAllowed({ featureFlag: openSearchFlag, openSearchesThisSession: openSearchesSoFar })) return null;
  return { checkin: '', checkout: '', rooms: form.rooms, isOpenSearch: true };
}

export function destinationPath(destination: Destination, stay: StayQuery): string {
  if (destination.type === 'position') return nearMePath(destination, stay);
  if (destination.type === 'hotel') return hotelPath(destination.hotelId, countryById(destination.countryId)?.code, stay);
  if (destination.type === 'country') return searchPath({ countryId: String(destination.countryId) }, stay);
  if (destination.type === 'holidayPark') return searchPath({ searchType: 'holiday_park', locationId: String(destination.parkId) }, stay);
  if (destination.type === 'collection') return searchPath({ searchType: destination.collection, countryId: String(destination.countryId) }, stay);
  if (destination.type === 'tag') {
    return `/${encodeURIComponent(destination.citySlug)}/hotels-in-${encodeURIComponent(`${destination.citySlug}-${destination.tagSlug}`)}${stayQueryString(stay)}`;
  }
  if (destination.type === 'locality') {
    const place = `${destination.localitySlug}-${destination.citySlug}`;
    return destination.near ? `/hotels-near-${encodeURIComponent(place)}${stayQueryString(stay)}` : listingPath(place, stay);
  }
  return listingPath(destination.citySlug, stay);
}

/**
 * Submitting the search (guest-journey §5): a chosen suggestion goes to its page; free text goes to the best
 * location suggestion for it; an empty box asks for a destination; missing dates ask for them unless an open
 * search is allowed. A search made is remembered among the recent searches.
 */
export function useSubmitSearch() {
  const store = useSearchFormStoreApi();
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useSearchConfig();
  // A search the server could not send on (before hydration) comes back with its message.
  const [error, setError] = useState<string | null>(() => store.getState().serverError);
  const [pending, setPending] = useState(false);

  async function submit() {
    const form = store.getState();
    const text = form.destinationText.trim();
    if (!form.destination && !text) {
      setError(intl.formatMessage(searchMessages.destinationRequired));
      return;
    }
    const stay = stayToSearch(form, config.openSearch, openSearchesThisSession());
    if (!stay) {
      setError(intl.formatMessage(submitSearchMessages.datesRequired));
      return;
    }
    const go = async (destination: Destination) => {
      setError(null);
      // Counted as it starts: a third open search is refused even if this navigation is cut short.
      if (stay.isOpenSearch) recordOpenSearch();
      const path = destinationPath(destination, stay);
      rememberSearch(recentSearchEntry({ destination, stay, path, siteCountryId: config.countryId }));
      await navigate(config.keptQuery ? `${path}${path.includes('?') ? '&' : '?'}${config.keptQuery}` : path);
    };
    if (form.destination) {
      await go(form.destination);
      return;
    }
    setPending(true);
    try {
      const reply = await queryClient.fetchQuery(
        autocompleteQueryOptions(config.api, {
          query: text,
          region: config.countryId,
          brandName: config.brandName,
          defaultPropertyType: config.defaultPropertyType,
        }),
      );
      const best = bestDestination(reply);
      if (!best) {
        setError(intl.formatMessage(noMatchMessage(config.defaultPropertyType), { text }));
        return;
      }
      await go(best);
    } catch {
      setError(intl.formatMessage(submitSearchMessages.unavailable));
    } finally {
      setPending(false);
    }
  }

  // The dates are what is wrong when the form asks for them.
  const datesRequired = error !== null && error === intl.formatMessage(submitSearchMessages.datesRequired);
  return { submit, error, setError, pending, datesRequired };
}
