import { useIntl } from 'react-intl';
import { formatMoney } from '@stays/pricing';
import styles from './Price.module.css';

export interface PriceProps {
  /** Integer minor units of `currency`. */
  amountMinor: number;
  currency: string;
  size?: 'sm' | 'md' | 'lg';
  /** An undiscounted price, drawn struck through. */
  struck?: boolean;
}

/** A money amount in the reader's locale; `struck` marks a former (slasher) price with <s>. */
export function Price({ amountMinor, currency, size = 'md', struck = false }: PriceProps) {
  const { locale } = useIntl();
  const text = formatMoney(amountMinor, currency, locale);
  if (struck) return <s className={[styles.price, styles.struck, styles[size]].join(' ')}>{text}</s>;
  return <span className={[styles.price, styles[size]].join(' ')}>{text}</span>;
}
