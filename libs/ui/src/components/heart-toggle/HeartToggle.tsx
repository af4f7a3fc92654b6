import type { ComponentPropsWithRef } from 'react';
import styles from './HeartToggle.module.css';

export interface HeartToggleProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-pressed'> {
  /** Whether the stay is on the wishlist: the heart is filled and the button reads as pressed. */
  pressed: boolean;
  /** The button's accessible name, naming the stay (e.g. "Save Baga Beach Resort"); it does not change with `pressed`. */
  label: string;
  /** On a picture (a card's corner) the heart sits on a white disc; inline it is bare. */
  variant?: 'overlay' | 'inline';
  /** Text shown beside the heart (inline only), e.g. "Saved". */
  text?: string;
}

/**
 * The wishlist heart: a toggle button (aria-pressed) with a fixed name, so a screen reader says "Save Baga Beach
 * Resort, toggle button, pressed". Works without JavaScript only as a button; the caller decides what a press does.
 */
export function HeartToggle({ pressed, label, variant = 'overlay', text, className, type = 'button', ...props }: HeartToggleProps) {
  const classes = [styles.heart, styles[variant], pressed ? styles.pressed : undefined, className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} aria-pressed={pressed} aria-label={text ? undefined : label} {...props}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 4.4 2.5h1.6c.8-1.3 2.3-2.5 4.4-2.5 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      {text ? (
        <span className={styles.text}>
          <span className={styles.visuallyHidden}>{label}: </span>
          {text}
        </span>
      ) : null}
    </button>
  );
}
