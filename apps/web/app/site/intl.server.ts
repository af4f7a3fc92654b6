import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { loadMessages } from '@stays/ui';

const cache = createIntlCache();

/** react-intl outside React, for what loaders write: page titles and descriptions. */
export async function serverIntl(locale: string): Promise<IntlShape> {
  const loaded = await loadMessages(locale);
  return createIntl({ locale: loaded.locale, defaultLocale: 'en', messages: loaded.messages, onError: () => undefined }, cache);
}
