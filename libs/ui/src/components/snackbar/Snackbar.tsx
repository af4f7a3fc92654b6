import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { LucideIcon } from 'lucide-react';
import { checkSnackbar, sendsFeedbackOnTap } from '@stays/booking-rules';
import { Icon } from '../icon/Icon';
import styles from './Snackbar.module.css';

const messages = defineMessages({
  dismiss: { id: 'ui.snackbar.dismiss', defaultMessage: 'Dismiss' },
});

interface SnackbarCta {
  label: string;
  href: string;
}

export interface SnackbarProps {
  title?: string | null;
  subtitle?: string | null;
  /** An image URL or an icon (an SVG icon of the set), never both: both raise an error. */
  imageUrl?: string | null;
  icon?: LucideIcon | null;
  ctas?: readonly SnackbarCta[];
  hideCta?: boolean;
  /** Call-to-action only: a tap sends no feedback. */
  ctaOnly?: boolean;
  /** Where a tap goes (the action URL). */
  actionUrl: string;
  /** The feedback host a tap is posted to, and what it says (widget_id, item_id; the action is actionUrl). */
  feedback: { url: string; widgetId: string; itemId: string };
}

/**
 * The bottom snackbar (accounts-commerce §2): title, subtitle, an image or an icon, ctas and a hide-cta option. Nothing
 * without a title; visible until dismissed; 60px up on screens up to 780px. A tap posts the feedback (JSON widget_id,
 * item_id, action; the answer ignored, keepalive so it outlives the page) unless call-to-action only, then goes to the
 * action URL — a link, so it goes there before the page's script runs too.
 */
export function Snackbar({ title, subtitle, imageUrl, icon, ctas = [], hideCta = false, ctaOnly = false, actionUrl, feedback }: SnackbarProps) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(false);
  const check = checkSnackbar({ title, imageUrl, icon: icon ? (icon.displayName ?? 'icon') : null });
  if (!check.valid && check.reason === 'imageUrlAndIcon') throw new Error('A snackbar takes an image URL or an icon, never both');
  if (!check.valid || dismissed) return null;
  const tap = () => {
    if (!sendsFeedbackOnTap({ ctaOnly })) return;
    void fetch(feedback.url, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ widget_id: feedback.widgetId, item_id: feedback.itemId, action: actionUrl }),
    }).catch(() => undefined);
  };
  return (
    <div className={styles.snackbar} role="status">
      <a className={styles.tap} href={actionUrl} onClick={tap}>
        {imageUrl ? <img className={styles.image} src={imageUrl} alt="" /> : null}
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            <Icon icon={icon} />
          </span>
        ) : null}
        <span className={styles.text}>
          <span className={styles.title}>{title}</span>
          {subtitle ? <span>{subtitle}</span> : null}
        </span>
      </a>
      {!hideCta && ctas.length > 0 ? (
        <span className={styles.ctas}>
          {ctas.map((cta) => (
            <a key={cta.href} className={styles.cta} href={cta.href}>
              {cta.label}
            </a>
          ))}
        </span>
      ) : null}
      <button type="button" className={styles.dismiss} aria-label={intl.formatMessage(messages.dismiss)} onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  );
}
