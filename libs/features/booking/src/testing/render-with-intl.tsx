import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppIntlProvider } from '@stays/ui';

/** Renders a booking component the way the site does: react-intl in English (the catalogues' fallback). */
export function renderWithIntl(ui: ReactElement, messages: Record<string, string> = {}, locale = 'en') {
  return render(
    <AppIntlProvider locale={locale} messages={messages} timeZone="Asia/Kolkata">
      {ui}
    </AppIntlProvider>,
  );
}
