import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '@stays/brand-config';
import type { Messages } from './load-messages';

export interface AppIntlProviderProps {
  locale: string;
  messages: Messages;
  /** Time zone dates are shown in (the country's). */
  timeZone?: string;
  children: ReactNode;
}

function ignoreMissingTranslations(error: { code?: string }) {
  // A message missing from a catalogue shows its English defaultMessage: that is the fallback we want.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/** react-intl for the site: English is the default and the fallback for every missing message. */
export function AppIntlProvider({ locale, messages, timeZone, children }: AppIntlProviderProps) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} timeZone={timeZone} onError={ignoreMissingTranslations}>
      {children}
    </IntlProvider>
  );
}
