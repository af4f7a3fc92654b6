import type { Loader } from '@storybook/react-vite';
import { loadMessages, type Messages } from '@stays/ui';
import { panelsOf } from './catalogue-panels';

/**
 * The message catalogue of every locale the story is drawn in (the site's compiled ones), so a panel in Arabic reads
 * Arabic; a locale without a catalogue reads the English default messages, as on the site.
 */
export const loadCatalogueMessages: Loader = async ({ globals, parameters }) => {
  const locales = new Set(panelsOf(globals, parameters).map((panel) => panel.locale));
  const loaded = await Promise.all([...locales].map(async (locale) => [locale, (await loadMessages(locale)).messages] as const));
  return { messages: Object.fromEntries(loaded) as Record<string, Messages> };
};
