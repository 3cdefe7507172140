import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { formatCountdown } from '@casino/shared-kernel/format';
import { useKernelText } from '@casino/shared-kernel/i18n';

export interface CountdownProps {
  /** The moment it reaches zero (a Date or epoch ms), e.g. an event's end time. */
  to?: Date | number;
  /** Or: how many seconds from when it is first shown. */
  seconds?: number;
  /** Called once, on reaching zero (at once if the moment has already passed). */
  onEnd?: () => void;
  /** Text in front of the clock from one day on; by default `"2d "` with the language's day letter. */
  dayPrefix?: (days: number) => string;
  /** Accessible name of the timer, e.g. "Offer ends in". */
  label?: string;
  className?: string;
  /** Namespaced test id. */
  testId?: string;
}

/** Whole seconds left until `endAt`, rounded up: the clock shows 00:00:00 only once it is over. */
const secondsLeft = (endAt: number) => Math.max(0, Math.ceil((endAt - Date.now()) / 1000));

/**
 * A countdown clock, `hh:mm:ss` with a day prefix from one day on. One interval drives it and is
 * cleared on unmount or at zero; each tick reads the clock rather than counting ticks, so a
 * throttled background tab still shows the right time. A new `to` or `seconds` starts it over.
 */
export function Countdown(props: CountdownProps) {
  const target = props.to instanceof Date ? props.to.getTime() : props.to;
  return <CountdownClock key={`${target ?? ''}|${props.seconds ?? ''}`} {...props} />;
}

function CountdownClock({ to, seconds = 0, onEnd, dayPrefix, label, className, testId }: CountdownProps) {
  const t = useKernelText();
  const [endAt] = useState(() => (to instanceof Date ? to.getTime() : (to ?? Date.now() + seconds * 1000)));
  const [left, setLeft] = useState(() => secondsLeft(endAt));
  // Survives StrictMode's second effect run, so onEnd is still called once.
  const ended = useRef(false);
  const end = useEffectEvent(() => {
    if (ended.current) return;
    ended.current = true;
    onEnd?.();
  });

  useEffect(() => {
    if (secondsLeft(endAt) === 0) {
      end();
      return;
    }
    const interval = setInterval(() => {
      const remaining = secondsLeft(endAt);
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(interval);
        end();
      }
    }, 1000);
    return () => clearInterval(interval);
  }, [endAt]);

  return (
    <span role="timer" aria-label={label} className={className} data-testid={testId}>
      {formatCountdown(left, { dayPrefix: dayPrefix ?? ((days) => `${days}${t('day_short')} `) })}
    </span>
  );
}
