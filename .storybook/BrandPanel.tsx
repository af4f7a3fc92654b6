import type { ReactNode } from 'react';
import { AppIntlProvider, type Messages } from '@stays/ui';
import { CatalogueBrandProvider } from '@stays/ui/storybook';
import type { Panel } from './catalogue-panels';
import styles from './catalogue.module.css';

/**
 * One drawing of a story: the brand theme, language and direction on its own element (as the site sets them on
 * <html>), the site's react-intl provider with the locale's messages, and the brand for brand chrome.
 */
export function BrandPanel({ panel, messages, captioned, children }: { panel: Panel; messages: Messages; captioned: boolean; children: ReactNode }) {
  return (
    <CatalogueBrandProvider value={{ theme: panel.theme, name: panel.brandName }}>
      <AppIntlProvider locale={panel.locale} messages={messages} timeZone={panel.timeZone}>
        <div className={styles.panel}>
          {captioned ? <p className={styles.caption}>{panel.caption}</p> : null}
          <div className={captioned ? styles.framed : undefined} data-theme={panel.theme} lang={panel.locale} dir={panel.dir}>
            {children}
          </div>
        </div>
      </AppIntlProvider>
    </CatalogueBrandProvider>
  );
}
