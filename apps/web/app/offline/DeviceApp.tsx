import { useEffect } from 'react';
import type { SiteContext } from '../site/site-context';
import { mayOfferAddToHomeScreen } from './add-to-home-screen';
import { captureInstallPrompt } from './install-prompt';
import { OfflineWatcher } from './OfflineWatcher';
import { registerServiceWorkerAfterLoad } from './service-worker-registration';

/** What makes the site an app on the device: its service worker, the offline watch and the held install prompt. */
export function DeviceApp({ site }: { site: Pick<SiteContext, 'micrositeMode'> }) {
  const { micrositeMode } = site;
  useEffect(() => registerServiceWorkerAfterLoad(), []);
  useEffect(() => captureInstallPrompt(() => mayOfferAddToHomeScreen(window.localStorage, Date.now(), micrositeMode)), [micrositeMode]);
  return <OfflineWatcher />;
}
