import styles from './forms.module.css';

/** The server's refusal of a whole form, read out as it appears. */
export function FormError({ text }: { text: string }) {
  return text ? (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  ) : null;
}
