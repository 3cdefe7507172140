import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './input.module.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** The field's visible label; also its accessible name. */
  label: string;
  /** What is wrong with the value; marks the field invalid and is read out with it. */
  error?: string;
  /** A help line under the field (e.g. "10 digits"). */
  hint?: string;
  /** Fixed text before the value that is not part of it, e.g. the phone area code `+91`. */
  prefix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text field. The error text and the hint describe the field (`aria-describedby`), and
 * an error marks it `aria-invalid`. Native input props pass through.
 */
export function Input({ label, error, hint, prefix, id, className, 'aria-describedby': describedBy, ...native }: InputProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const prefixId = `${ownId}-prefix`;
  const hintId = `${ownId}-hint`;
  const errorId = `${ownId}-error`;
  // The prefix is read with the field too: "+91" is part of what the player is typing into.
  const describers = [prefix != null ? prefixId : '', hint ? hintId : '', error ? errorId : '', describedBy ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        {prefix != null ? (
          <span id={prefixId} className={styles.prefix}>
            {prefix}
          </span>
        ) : null}
        <input
          {...native}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describers || undefined}
        />
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
