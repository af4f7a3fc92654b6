import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, VisuallyHidden } from '@stays/ui';
import { accountMessages, accountValueMessages } from '../messages';
import type { AccountLink } from './account-links';
import styles from './AccountMenu.module.css';

/** A link of the header row that, on a phone, moves into the menu (About us, Partner with us). */
export interface PhoneHeaderLink {
  href: string;
  label: string;
}

/**
 * The signed-in guest's menu as a disclosure: one button in the header row (their name; on a phone their initial),
 * opening a list of links over the page. Tab walks the links; Escape, a click elsewhere or focus leaving it closes it.
 */
export function AccountMenuDisclosure({
  name,
  links,
  phoneLinks = [],
  onSignOut,
}: {
  name: string;
  links: readonly AccountLink[];
  phoneLinks?: readonly PhoneHeaderLink[];
  onSignOut: () => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.menu}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((current) => !current)}>
        <span className={styles.initial} aria-hidden="true">
          {[...name][0]?.toUpperCase() ?? ''}
        </span>
        <span className={styles.name}>{name}</span>
        <VisuallyHidden>{intl.formatMessage(accountMessages.accountMenu)}</VisuallyHidden>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <nav id={panelId} className={styles.panel} aria-label={intl.formatMessage(accountMessages.accountMenuLabel)} hidden={!open}>
        <p className={styles.signedInAs}>{intl.formatMessage(accountValueMessages.signedInAs, { name })}</p>
        <ul className={styles.items}>
          {links.map((link) => (
            <li key={link.key}>
              <a className={styles.item} href={link.href}>
                {intl.formatMessage(link.label)}
              </a>
            </li>
          ))}
          {phoneLinks.map((link) => (
            <li key={link.href} className={styles.phoneOnly}>
              <a className={styles.item} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <Button variant="ghost" onClick={onSignOut}>
          {intl.formatMessage(accountMessages.signOut)}
        </Button>
      </nav>
    </div>
  );
}
