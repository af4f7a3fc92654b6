import { useId, useState } from 'react';
import styles from './DateField.module.css';

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD */
  value: string;
  min?: string;
  max?: string;
  name?: string;
  required?: boolean;
  /** Emptying the field is a choice (onChange('')), e.g. a search without dates; otherwise it is ignored. */
  clearable?: boolean;
  /** Marks the field as wrong; `describedBy` names the message saying why. */
  invalid?: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled native date input; the value is always YYYY-MM-DD. */
export function DateField({ label, value, min, max, name, required, clearable = false, invalid = false, describedBy, onChange, className }: DateFieldProps) {
  const id = useId();
  // What the browser holds while the guest types. Typing a year digit by digit passes through years 0002, 0020, 0202:
  // an owner refusing those (a check-out before the check-in) would have React put its value back mid-typing.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={styles.input}
        name={name}
        value={draft ?? value}
        min={min}
        max={max}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value || clearable) onChange(event.target.value);
        }}
        onBlur={() => setDraft(null)}
      />
    </div>
  );
}
