import styles from './FormError.module.css';

export interface FormErrorProps {
  id?: string;
  /** The message to show; the live region stays in the page empty so a new message is announced. */
  message?: string | null;
}

export function FormError({ id, message }: FormErrorProps) {
  return (
    <p id={id} className={styles.error} aria-live="assertive" aria-atomic="true">
      {message ? message : null}
    </p>
  );
}
