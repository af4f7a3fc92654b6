import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './Card.module.css';

export type CardProps<T extends ElementType = 'article'> = {
  as?: T;
  /** Lift the card on hover (clickable cards). */
  interactive?: boolean;
} & ComponentPropsWithoutRef<T>;

export function Card<T extends ElementType = 'article'>({ as, interactive = false, className, ...props }: CardProps<T>) {
  const Element: ElementType = as ?? 'article';
  return <Element className={[styles.card, interactive ? styles.interactive : undefined, className].filter(Boolean).join(' ')} {...props} />;
}
