import { useIntl } from 'react-intl';
import { consentMessages } from './consent-messages';
import { useConsent } from './consent-state';
import { useConsentStore } from './consent-store';

export const COOKIE_SETTINGS_BUTTON_ID = 'cookie-settings';

/** The footer's way back to the consent banner, to change a choice (only where consent is asked). */
export function CookieSettingsButton({ className }: { className?: string }) {
  const intl = useIntl();
  const consent = useConsent();
  const openSettings = useConsentStore((state) => state.openSettings);
  if (!consent.gdpr || !consent.infoFetched || consent.hideBanner) return null;
  return (
    <button type="button" id={COOKIE_SETTINGS_BUTTON_ID} className={className} onClick={openSettings}>
      {intl.formatMessage(consentMessages.settings)}
    </button>
  );
}
