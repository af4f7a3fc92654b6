import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styles from './Stepper.module.css';

const messages = defineMessages<{ decrease: { label: string }; increase: { label: string } }>({
  decrease: { id: 'ui.stepper.decrease', defaultMessage: 'Fewer {label}' },
  increase: { id: 'ui.stepper.increase', defaultMessage: 'More {label}' },
});

export interface StepperProps {
  label: string;
  /** A second line under the label, e.g. an age range. */
  description?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** A number picked with − and + buttons; the value is announced as it changes. */
export function Stepper({ label, description, value, min, max, onChange }: StepperProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <div className={styles.stepper} role="group" aria-labelledby={labelId}>
      <div className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={intl.formatMessage(messages.decrease, { label })}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.value} aria-live="polite">
          {intl.formatNumber(value)}
        </output>
        <button
          type="button"
          className={styles.button}
          aria-label={intl.formatMessage(messages.increase, { label })}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
