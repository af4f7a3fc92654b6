import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createSearchFormStore, type SearchFormState, type SearchFormStore, type SearchFormValues } from './search-form-store';

const SearchFormStoreContext = createContext<SearchFormStore | null>(null);

export interface SearchFormProviderProps {
  initial: Pick<SearchFormValues, 'checkin' | 'checkout'> & Partial<SearchFormValues>;
  /** The message of a search the server sent back (submitted before hydration), shown under the form. */
  serverError?: string | null;
  children: ReactNode;
}

export function SearchFormProvider({ initial, serverError = null, children }: SearchFormProviderProps) {
  const [store] = useState(() => createSearchFormStore({ ...initial, serverError }));
  return <SearchFormStoreContext.Provider value={store}>{children}</SearchFormStoreContext.Provider>;
}

export function useSearchFormStoreApi(): SearchFormStore {
  const store = useContext(SearchFormStoreContext);
  if (!store) throw new Error('the search form needs a <SearchFormProvider> above it');
  return store;
}

export function useSearchForm<T>(selector: (state: SearchFormState) => T): T {
  return useStore(useSearchFormStoreApi(), selector);
}
