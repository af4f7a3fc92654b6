import { DEFAULT_LOCALE, findLocale } from '@stays/brand-config';

export type Messages = Record<string, string>;

export interface LoadedMessages {
  locale: string;
  messages: Messages;
}

/** Compiled catalogues by path (`./compiled/<locale>.json`), each loaded only when asked for. */
type CatalogueLoaders = Readonly<Record<string, () => Promise<Messages>>>;

/**
 * The messages of a locale from `catalogues`. English needs none: every message's English text is its
 * defaultMessage. A locale we cannot load falls back to English (accounts-commerce §8: "Locale load failure is
 * logged and English is used"); a message missing from a catalogue falls back to English in the provider.
 */
export function messagesFrom(catalogues: CatalogueLoaders) {
  return async function load(requested: string, log: (message: string) => void = console.warn): Promise<LoadedMessages> {
    const locale = findLocale(requested)?.locale;
    if (!locale || locale === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, messages: {} };
    const loadCatalogue = catalogues[`./compiled/${locale}.json`];
    // A locale without a catalogue is served in English, so that `lang` matches the text.
    if (!loadCatalogue) {
      log(`there is no ${locale} catalogue; using English`);
      return { locale: DEFAULT_LOCALE, messages: {} };
    }
    try {
      return { locale, messages: await loadCatalogue() };
    } catch (error) {
      log(`could not load the ${locale} messages (${String(error)}); using English`);
      return { locale: DEFAULT_LOCALE, messages: {} };
    }
  };
}

/** The site's compiled catalogues (one chunk per locale): every `compiled/<locale>.json` there is, found at build time. */
export const loadMessages = messagesFrom(import.meta.glob<Messages>('./compiled/*.json', { import: 'default' }));
