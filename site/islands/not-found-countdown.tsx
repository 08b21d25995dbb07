/**
 * The not-found countdown (SPEC §2 Not-found page): a ring that empties from 5 to 0, then the
 * browser goes to /br; 'Clique aqui' goes at once.
 */
import { useEffect, useState } from 'react';
import { TIMINGS } from '../../shared/constants';

interface Props {
  target: string;
  clickHere: string;
  /** Contains `{seconds}`. */
  countdownLabel: string;
  seconds?: number;
}

const RADIUS = 44;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export default function NotFoundCountdown({ target, clickHere, countdownLabel, seconds = TIMINGS.notFoundCountdownS }: Props) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      window.location.assign(target);
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, target]);

  return (
    <div className="countdown">
      <div className="countdown-ring" role="timer" aria-live="off" aria-label={countdownLabel.replace('{seconds}', String(left))}>
        <svg viewBox="0 0 100 100" aria-hidden="true">
          <circle className="countdown-track" cx="50" cy="50" r={RADIUS} />
          <circle
            className="countdown-progress"
            cx="50" cy="50" r={RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - left / seconds)}
          />
        </svg>
        <span className="countdown-number" data-testid="countdown">{left}</span>
      </div>
      <button type="button" className="btn btn-lg" onClick={() => window.location.assign(target)}>
        {clickHere}
      </button>
    </div>
  );
}
