import { useState, useSyncExternalStore } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { userModeStrip } from '@stays/booking-rules';
import { Button } from '@stays/ui';
import { hotelDomainMessages } from '../notices/domain-messages';
import { USER_MODE_DISMISSED_KEY, storedUserMode } from './stored-user-mode';
import styles from './UserModeStrip.module.css';

/** The login entry pages of travel agents and businesses (accounts-commerce §2). */
const BROWSE_HREF = { travel_agent: '/travelagent/login', corporate: '/buisness/login' } as const;

const subscribeToNothing = () => () => undefined;

function readMode(): string | null {
  if (window.sessionStorage.getItem(USER_MODE_DISMISSED_KEY) === 'true') return null;
  return storedUserMode(window.location.search);
}

/**
 * The strip of guest-journey §2: with a stored user mode of travel_agent or corporate, 'Browse as Travel Agent' or
 * 'Browse as Corporate' (to their login) and 'Continue' (dismisses for the session).
 */
export function UserModeStrip() {
  const intl = useIntl();
  // Storage is the browser's: the server and the first client render show no strip.
  const mode = useSyncExternalStore(
    subscribeToNothing,
    () => readMode(),
    () => null,
  );
  const [dismissed, setDismissed] = useState(false);
  const strip = dismissed ? null : userModeStrip(mode);
  if (!strip) return null;
  const byId = Object.fromEntries(
    Object.values(hotelDomainMessages).map((descriptor): [string, MessageDescriptor] => [
      descriptor.id,
      { id: descriptor.id, defaultMessage: descriptor.defaultMessage },
    ]),
  );
  const text = (descriptor: { id: string; defaultMessage: string }) => intl.formatMessage(byId[descriptor.id] ?? descriptor);
  return (
    <aside className={styles.strip} aria-label={text(strip.browseLabel)} data-testid="user-mode-strip">
      {strip.title ? <p className={styles.title}>{text(strip.title)}</p> : null}
      <div className={styles.actions}>
        <a className={styles.browse} href={BROWSE_HREF[strip.userMode]}>
          {text(strip.browseLabel)}
        </a>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            window.sessionStorage.setItem(USER_MODE_DISMISSED_KEY, 'true');
            setDismissed(true);
          }}
        >
          {text(strip.continueLabel)}
        </Button>
      </div>
    </aside>
  );
}
