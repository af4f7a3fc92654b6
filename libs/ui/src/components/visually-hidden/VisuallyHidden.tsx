import type { ComponentPropsWithoutRef } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only: hidden from sight, never from assistive technology. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithoutRef<'span'>) {
  return <span className={[styles.hidden, className].filter(Boolean).join(' ')} {...props} />;
}
