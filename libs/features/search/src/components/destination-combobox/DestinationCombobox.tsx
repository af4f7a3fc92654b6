import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Spinner, VisuallyHidden } from '@stays/ui';
import { useAutocomplete } from '../../api/get-autocomplete';
import { useSearchConfig } from '../../config/search-config';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useSearchForm } from '../../stores/search-form-context';
import type { Destination } from '../../utils/destination';
import { useQuery } from '@tanstack/react-query';
import { citiesQueryOptions } from '../../api/get-cities';
import { todayIn } from '@stays/validation';
import { describeRecentSearch } from './recent-search-detail';
import { searchAgainValues, type RecentSearch } from './recent-search-entry';
import { readRecentSearches } from './recent-searches-store';
import { sendSuggestionFeedback } from '../../api/send-suggestion-feedback';
import { toOptionGroups, toStartGroups, type SuggestionGroupKey, type SuggestionOption } from './suggestion-options';
import styles from './DestinationCombobox.module.css';

type NoValues = Record<never, never>;

const destinationMessages = defineMessages<{
  hint: NoValues;
  homesHint: NoValues;
  suggestions: NoValues;
  sentences: NoValues;
  locations: NoValues;
  hotels: NoValues;
  homes: NoValues;
  recent: NoValues;
  trending: NoValues;
  count: { count: number };
}>({
  hint: { id: 'search.destination.hint', defaultMessage: 'Search for a city or hotel' },
  homesHint: { id: 'search.destination.hint.homes', defaultMessage: 'Search for a destination or holiday home' },
  suggestions: { id: 'search.destination.suggestions', defaultMessage: 'Suggestions' },
  sentences: { id: 'search.destination.group.sentences', defaultMessage: 'Popular searches' },
  locations: { id: 'search.destination.group.locations', defaultMessage: 'Locations' },
  hotels: { id: 'search.destination.group.hotels', defaultMessage: 'Hotels' },
  homes: { id: 'search.destination.group.homes', defaultMessage: 'Homes' },
  recent: { id: 'search.destination.group.recent', defaultMessage: 'Recent searches' },
  trending: { id: 'search.destination.group.trending', defaultMessage: 'Trending destinations' },
  count: {
    id: 'search.destination.count',
    defaultMessage:
      '{count, plural, =0 {No suggestions} one {# suggestion, use the up and down arrows to choose} other {# suggestions, use the up and down arrows to choose}}',
  },
});

const AUTOCOMPLETE_DEBOUNCE_MS = 250;

export interface DestinationComboboxProps {
  errorId?: string;
  invalid?: boolean;
  onChosen?: (destination: Destination) => void;
  /** A recent search was chosen and its stay put back in the form: search again. */
  onSearchAgain?: () => void;
}

/** The destination box: an ARIA 1.2 combobox with a grouped listbox of suggestions. */
export function DestinationCombobox({ errorId, invalid = false, onChosen, onSearchAgain }: DestinationComboboxProps) {
  const intl = useIntl();
  const config = useSearchConfig();
  const inputId = useId();
  const listboxId = useId();
  const text = useSearchForm((state) => state.destinationText);
  const chosen = useSearchForm((state) => state.destination);
  const typeDestination = useSearchForm((state) => state.typeDestination);
  const chooseDestination = useSearchForm((state) => state.chooseDestination);
  const recallSearch = useSearchForm((state) => state.recallSearch);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const debounced = useDebouncedValue(chosen ? '' : text, AUTOCOMPLETE_DEBOUNCE_MS);
  const { data, isFetching } = useAutocomplete(debounced);

  // An empty box offers the recent searches and the trending destinations instead.
  const empty = !chosen && text.trim() === '';
  const { data: popular } = useQuery({ ...citiesQueryOptions(config.api, { popular: 'true' }), enabled: empty && open });
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const popularCities = (popular?.cities ?? []).filter((city) => config.countryIds.includes(city.country_id));
  const groups = empty
    ? toStartGroups(recent, popularCities, (entry) => describeRecentSearch(intl, entry))
    : toOptionGroups(debounced.trim() ? data : undefined);
  const options = groups.flatMap((group) => group.options);
  const expanded = open && options.length > 0;
  const active = expanded ? options[activeIndex] : undefined;
  const optionId = (option: SuggestionOption) => `${listboxId}-${option.key}`;

  // What a guest typed into the server's HTML before hydration is only in the DOM: the form takes it over (and so
  // asks for its suggestions), instead of the next render putting the empty box back.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === text) return;
    typeDestination(input.value);
    if (document.activeElement === input) {
      setRecent(readRecentSearches());
      setOpen(true);
    }
    // Once, as the component mounts: later the box's own change events keep the form in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const hint = intl.formatMessage(config.defaultPropertyType === 'home' ? destinationMessages.homesHint : destinationMessages.hint);
  const groupTitles: Record<SuggestionGroupKey, MessageDescriptor> = {
    recent: destinationMessages.recent,
    trending: destinationMessages.trending,
    sentences: destinationMessages.sentences,
    locations: destinationMessages.locations,
    hotels: config.defaultPropertyType === 'home' ? destinationMessages.homes : destinationMessages.hotels,
  };

  function choose(option: SuggestionOption) {
    // Which suggestion was picked for what was typed (POST autocompletenew/feedback); never in the guest's way.
    if (option.suggestion && debounced.trim()) {
      sendSuggestionFeedback(config.api, {
        query: debounced.trim(),
        suggestion_id: option.suggestion.id,
        suggestion_type: option.suggestion.type,
        action: 'selected',
        position: options.indexOf(option),
        brand_name: config.brandName,
      });
    }
    setOpen(false);
    setActiveIndex(-1);
    if (option.recent) {
      // The same search again: its place, guests, flexible days and (still ahead) dates.
      recallSearch(searchAgainValues(option.recent, todayIn(new Date(), config.timeZone)));
      onChosen?.(option.destination);
      onSearchAgain?.();
      return;
    }
    chooseDestination(option.destination);
    onChosen?.(option.destination);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  return (
    <div className={styles.combobox}>
      <label htmlFor={inputId} className={styles.label}>
        {hint}
      </label>
      <div className={styles.inputRow}>
        <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          id={inputId}
          name="destination"
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={hint}
          value={text}
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={errorId}
          onChange={(event) => {
            typeDestination(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => {
            setRecent(readRecentSearches());
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {isFetching && open ? (
          <span className={styles.spinner}>
            <Spinner />
          </span>
        ) : null}
      </div>
      <div id={listboxId} role="listbox" aria-label={intl.formatMessage(destinationMessages.suggestions)} className={styles.listbox} hidden={!expanded}>
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${listboxId}-${group.key}`}>
            <div id={`${listboxId}-${group.key}`} role="presentation" className={styles.groupTitle}>
              {intl.formatMessage(groupTitles[group.key])}
            </div>
            {group.options.map((option) => (
              <div
                key={option.key}
                id={optionId(option)}
                role="option"
                tabIndex={-1}
                aria-selected={option === active}
                className={styles.option}
                // Chosen on press, keeping focus in the box (a blur would close the list before a click lands);
                // the keyboard chooses through the box itself (aria-activedescendant).
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                <span className={styles.optionName}>{option.label}</span>
                {option.detail ? (
                  <>
                    {/* Separates name and city in the option's accessible name; not drawn in the flex column. */}{' '}
                    <span className={styles.optionDetail}>{option.detail}</span>
                  </>
                ) : null}
              </div>
            ))}
          </div>
        ))}
      </div>
      <VisuallyHidden aria-live="polite">
        {open && debounced.trim() && data ? intl.formatMessage(destinationMessages.count, { count: options.length }) : ''}
      </VisuallyHidden>
    </div>
  );
}
