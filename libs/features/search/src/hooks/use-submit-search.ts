import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { countryById } from '@stays/brand-config';
import { searchMessages } from '@stays/validation';
import { autocompleteQueryOptions } from '../api/get-autocomplete';
import { useSearchConfig } from '../config/search-config';
import { useSearchFormStoreApi } from '../stores/search-form-context';
import { bestDestination, type Destination } from '../utils/destination';
import { hotelPath, listingPath, stayQueryString, type StayQuery } from '../utils/search-urls';

const messages = defineMessages<{ noMatch: { text: string }; unavailable: Record<never, never> }>({
  noMatch: { id: 'search.destination.noMatch', defaultMessage: 'We could not find “{text}”. Try a city, an area or a hotel name.' },
  unavailable: { id: 'search.unavailable', defaultMessage: 'Search is not available right now. Please try again.' },
});

export function destinationPath(destination: Destination, stay: StayQuery): string {
  if (destination.type === 'hotel') return hotelPath(destination.hotelId, countryById(destination.countryId)?.code, stay);
  if (destination.type === 'locality') {
    const place = `${destination.localitySlug}-${destination.citySlug}`;
    return destination.near ? `/hotels-near-${encodeURIComponent(place)}${stayQueryString(stay)}` : listingPath(place, stay);
  }
  return listingPath(destination.citySlug, stay);
}

/**
 * Submitting the search (guest-journey §5): a chosen suggestion goes to its page; free text goes to the best
 * location suggestion for it; an empty box asks for a destination.
 */
export function useSubmitSearch() {
  const store = useSearchFormStoreApi();
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useSearchConfig();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit() {
    const form = store.getState();
    const stay: StayQuery = { checkin: form.checkin, checkout: form.checkout, rooms: form.rooms };
    const text = form.destinationText.trim();
    if (form.destination) {
      setError(null);
      await navigate(destinationPath(form.destination, stay));
      return;
    }
    if (!text) {
      setError(intl.formatMessage(searchMessages.destinationRequired));
      return;
    }
    setPending(true);
    try {
      const reply = await queryClient.fetchQuery(
        autocompleteQueryOptions(config.api, { query: text, region: config.countryId, brandName: config.brandName, defaultPropertyType: config.defaultPropertyType }),
      );
      const best = bestDestination(reply);
      if (!best) {
        setError(intl.formatMessage(messages.noMatch, { text }));
        return;
      }
      setError(null);
      await navigate(destinationPath(best, stay));
    } catch {
      setError(intl.formatMessage(messages.unavailable));
    } finally {
      setPending(false);
    }
  }

  return { submit, error, setError, pending };
}
