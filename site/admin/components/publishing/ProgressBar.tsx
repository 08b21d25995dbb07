/**
 * A progress bar for screen readers too (role="progressbar" with aria-valuenow/min/max and a
 * spoken text). Without a known total it is indeterminate: no aria-valuenow, a sliding fill.
 */
import { progressPercent } from './format';
import './publishing.css';

export interface ProgressBarProps {
  label: string;
  done: number;
  total: number | null;
  /** Spoken instead of the bare number, e.g. '120 de 400 páginas'. */
  valueText: string;
}

export function ProgressBar({ label, done, total, valueText }: ProgressBarProps) {
  const percent = progressPercent(done, total);
  const known = percent !== null && total !== null;
  return (
    <div
      className={`progress${known ? '' : ' progress-indeterminate'}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={known ? total : undefined}
      aria-valuenow={known ? Math.min(done, total) : undefined}
      aria-valuetext={valueText}
    >
      <div className="progress-fill" style={known ? { width: `${percent}%` } : undefined} />
    </div>
  );
}
