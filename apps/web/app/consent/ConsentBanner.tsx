import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigation } from 'react-router';
import { isConsentBannerShown } from '@stays/booking-rules';
import { countryByCode, type ConsentChoice } from '@stays/brand-config';
import { Button } from '@stays/ui';
import type { SiteContext } from '../site/site-context';
import { consentBannerBottomPx } from './banner-position';
import { consentMessages as messages } from './consent-messages';
import { storeChoiceInBrowser } from './consent-cookies';
import { useConsent } from './consent-state';
import { useConsentStore } from './consent-store';
import { COOKIE_SETTINGS_BUTTON_ID } from './CookieSettingsButton';
import styles from './ConsentBanner.module.css';

type Decision = 'refuse' | 'save' | 'accept';

/** The choice a submitted banner form stands for: all, none, or the boxes as ticked. */
function choiceOf(form: HTMLFormElement, decision: Decision, nowMs: number): ConsentChoice {
  const ticked = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.checked === true;
  const all = decision === 'accept';
  const some = decision === 'save';
  return { preferences: all || (some && ticked('preferences')), statistics: all || (some && ticked('statistics')), decidedAtSeconds: Math.floor(nowMs / 1000) };
}

/**
 * The consent banner (accounts-commerce §2): rendered on the server, so it is in the page's first paint and moves
 * nothing (it is fixed to the bottom of the screen); a region near the top of the page's tab order, labelled by its
 * heading. A plain form posting to /cookie-consent before hydration; after it, the choice is stored in the browser
 * without leaving the page. Opened again from the footer's "Cookie settings", it takes the focus, and gives it back
 * to that button once the guest has chosen.
 */
export function ConsentBanner({ site }: { site: SiteContext }) {
  const intl = useIntl();
  const consent = useConsent();
  const settingsOpen = useConsentStore((state) => state.settingsOpen);
  const choose = useConsentStore((state) => state.choose);
  const location = useLocation();
  const navigation = useNavigation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const locationJustChanged = navigation.location !== undefined && navigation.location.pathname !== location.pathname;
  const shown =
    isConsentBannerShown({ gdprFlag: consent.gdpr, locationJustChanged, consentInfoFetched: consent.infoFetched, hideGdprBanner: consent.hideBanner }) &&
    (consent.choice === null || settingsOpen);

  useEffect(() => {
    if (shown && settingsOpen) heading.current?.focus();
  }, [shown, settingsOpen]);

  if (!shown) return null;
  const cookiePolicy = countryByCode(site.countryCode)?.links.cookiePolicy;
  const here = `${location.pathname}${location.search}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = (submitter?.value ?? 'save') as Decision;
    const choice = choiceOf(event.currentTarget, decision, Date.now());
    const reopened = settingsOpen;
    storeChoiceInBrowser(choice);
    choose(choice);
    // Back where the guest came from: the footer's button, or the page itself on a first visit.
    const target = reopened ? document.getElementById(COOKIE_SETTINGS_BUTTON_ID) : document.querySelector<HTMLElement>('main');
    if (target && !reopened && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target?.focus();
  };

  const categoryNames = (id: string) =>
    consent.categories
      .find((category) => category.id === id)
      ?.cookies.map((cookie) => cookie.name)
      .join(', ');

  return (
    <section className={styles.banner} aria-labelledby={headingId} style={{ ['--consent-bottom' as string]: `${consentBannerBottomPx(location.pathname)}px` }}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {intl.formatMessage(messages.title, { brand: site.brandName })}
      </h2>
      <p className={styles.intro}>
        {intl.formatMessage(messages.intro)} {cookiePolicy ? <Link to={cookiePolicy}>{intl.formatMessage(messages.policy)}</Link> : null}
      </p>
      <form method="post" action="/cookie-consent" onSubmit={onSubmit} className={styles.form}>
        <input type="hidden" name="returnTo" value={here} />
        <fieldset className={styles.categories}>
          <legend className={styles.legend}>{intl.formatMessage(messages.categories)}</legend>
          <label title={categoryNames('necessary')}>
            <input type="checkbox" checked disabled readOnly /> {intl.formatMessage(messages.necessary)}
          </label>
          <label title={categoryNames('preferences')}>
            <input type="checkbox" name="preferences" value="1" defaultChecked={consent.choice?.preferences ?? false} />{' '}
            {intl.formatMessage(messages.preferences)}
          </label>
          <label title={categoryNames('statistics')}>
            <input type="checkbox" name="statistics" value="1" defaultChecked={consent.choice?.statistics ?? false} /> {intl.formatMessage(messages.statistics)}
          </label>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" name="decision" value="refuse" variant="secondary">
            {intl.formatMessage(messages.refuse)}
          </Button>
          <Button type="submit" name="decision" value="save" variant="secondary">
            {intl.formatMessage(messages.save)}
          </Button>
          <Button type="submit" name="decision" value="accept">
            {intl.formatMessage(messages.accept)}
          </Button>
        </div>
      </form>
    </section>
  );
}
