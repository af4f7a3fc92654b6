import { useId, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFocusTrap } from './use-focus-trap';
import styles from './Dialog.module.css';

const messages = defineMessages({
  close: { id: 'ui.dialog.close', defaultMessage: 'Close' },
});

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown under the content: the dialog's main action (e.g. 'Done'). */
  footer?: ReactNode;
  /**
   * 'popover' sits under its trigger on wide screens and becomes a bottom sheet on phones;
   * 'modal' is centred on every screen.
   */
  placement?: 'popover' | 'modal';
}

/** A modal dialog: focus is trapped inside, Escape and the backdrop close it, focus returns to the trigger. */
export function Dialog({ open, title, onClose, children, footer, placement = 'popover' }: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose);
  if (!open) return null;
  return (
    <div className={[styles.layer, styles[placement]].join(' ')}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={intl.formatMessage(messages.close)} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
