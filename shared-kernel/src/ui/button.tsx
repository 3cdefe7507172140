import { useEffect, useRef, type ButtonHTMLAttributes, type MouseEvent, type Ref } from 'react';
import styles from './button.module.css';

/** How long after a click further clicks on the same button are ignored (spec 9, "button click delay"). */
export const BUTTON_CLICK_GUARD_MS = 200;

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` (default) for the main action, `secondary` (outlined) beside it, `ghost` for quiet ones. */
  variant?: ButtonVariant;
  /** The action is running: the button is disabled, says so (`aria-busy`) and shows a spinner. */
  busy?: boolean;
  /** Stretches the button to its container's width (phone forms). */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The site's button. A click within 200 ms of the previous one is ignored and its default action
 * prevented, so a double tap never submits a form or places an order twice. Native button props
 * pass through; `type` defaults to `button`.
 */
export function Button({ variant = 'primary', busy = false, block = false, className, disabled, onClick, children, type = 'button', ...native }: ButtonProps) {
  const guarded = useRef(false);
  const release = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(release.current), []);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (guarded.current) {
      event.preventDefault();
      return;
    }
    guarded.current = true;
    release.current = setTimeout(() => {
      guarded.current = false;
    }, BUTTON_CLICK_GUARD_MS);
    onClick?.(event);
  };

  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      {...native}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {/* The label stays (transparent) under the spinner: same width, same accessible name. */}
      <span className={busy ? styles.busyLabel : undefined}>{children}</span>
    </button>
  );
}
