import { DEFAULT_LOCALE, findLocale } from '@stays/brand-config';

export type Messages = Record<string, string>;

// Compiled catalogues (formatjs compile), one chunk per locale, loaded only when asked for.
const catalogues = import.meta.glob<Messages>('./compiled/*.json', { import: 'default' });

export interface LoadedMessages {
  locale: string;
  messages: Messages;
}

/**
 * The messages of a locale. English needs none: every message's English text is its defaultMessage.
 * A locale we cannot load falls back to English (accounts-commerce §8: "Locale load failure is logged and
 * English is used"); a message missing from a catalogue falls back to English in the provider.
 */
export async function loadMessages(requested: string, log: (message: string) => void = console.warn): Promise<LoadedMessages> {
  const locale = findLocale(requested)?.locale;
  if (!locale || locale === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, messages: {} };
  const load = catalogues[`./compiled/${locale}.json`];
  // A locale without a catalogue yet is served in English, so that `lang` matches the text.
  if (!load) return { locale: DEFAULT_LOCALE, messages: {} };
  try {
    return { locale, messages: await load() };
  } catch (error) {
    log(`could not load the ${locale} messages (${String(error)}); using English`);
    return { locale: DEFAULT_LOCALE, messages: {} };
  }
}
