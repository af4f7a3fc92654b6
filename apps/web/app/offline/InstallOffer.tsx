import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@stays/ui';
import type { SiteContext } from '../site/site-context';
import { outcomeOfChoice, recordAddToHomeScreen, type AddToHomeScreenOutcome } from './add-to-home-screen';
import { forgetInstallPrompt, useInstallPrompt } from './install-prompt';
import { installMessages } from './offline-messages';
import styles from './offline.module.css';

/** Our add-to-home-screen offer (hidden in microsite and webview mode); the answer is recorded as added or cancelled. */
export function InstallOffer({ site }: { site: Pick<SiteContext, 'brandId' | 'brandName' | 'micrositeMode'> }) {
  const intl = useIntl();
  const prompt = useInstallPrompt();
  const answered = useRef(false);
  const { brandId } = site;
  const record = useCallback(
    (outcome: AddToHomeScreenOutcome) => {
      if (answered.current) return;
      answered.current = true;
      recordAddToHomeScreen(window.localStorage, outcome, brandId, Date.now());
      forgetInstallPrompt();
    },
    [brandId],
  );
  // Installed from the browser's menu while the offer was shown: that is an "added" too.
  useEffect(() => {
    const installed = () => record('added');
    window.addEventListener('appinstalled', installed);
    return () => window.removeEventListener('appinstalled', installed);
  }, [record]);
  if (!prompt || site.micrositeMode) return null;
  const add = async () => {
    await prompt.prompt();
    record(outcomeOfChoice(await prompt.userChoice));
  };
  return (
    <section className={styles.install} aria-labelledby="install-offer-title">
      <h2 id="install-offer-title">{intl.formatMessage(installMessages.title, { brand: site.brandName })}</h2>
      <p>{intl.formatMessage(installMessages.body)}</p>
      <div className={styles.installActions}>
        <Button onClick={() => void add()}>{intl.formatMessage(installMessages.add)}</Button>
        <Button variant="ghost" onClick={() => record('cancelled')}>
          {intl.formatMessage(installMessages.notNow)}
        </Button>
      </div>
    </section>
  );
}
