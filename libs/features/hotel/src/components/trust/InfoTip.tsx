import { useId, useState } from 'react';
import styles from './InfoTip.module.css';

/** A small ⓘ button whose tooltip shows on hover and focus and is the button's description for screen readers. */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className={styles.wrapper}>
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onBlur={() => setOpen(false)}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} role="tooltip" className={[styles.tip, open ? styles.open : undefined].filter(Boolean).join(' ')}>
        {text}
      </span>
    </span>
  );
}
