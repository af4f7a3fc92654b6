import type { ReactNode } from 'react';
import { AppIntlProvider } from '@stays/ui';

/** The catalogue's frame for booking components: react-intl in English on a brand theme. */
export function StoryFrame({ theme = 'nivaas', children }: { theme?: 'nivaas' | 'dunelight'; children: ReactNode }) {
  return (
    <AppIntlProvider locale="en-IN" messages={{}} timeZone="Asia/Kolkata">
      <div data-theme={theme} style={{ maxWidth: 900, margin: '0 auto', padding: 16 }}>
        {children}
      </div>
    </AppIntlProvider>
  );
}
