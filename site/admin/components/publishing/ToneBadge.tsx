/** A status label coloured by tone (success, danger, warning, info, neutral); see format.ts. */
import type { BadgeSpec } from './format';
import './publishing.css';

export function ToneBadge({ label, tone }: BadgeSpec) {
  return <span className={`badge badge-tone-${tone}`}>{label}</span>;
}
