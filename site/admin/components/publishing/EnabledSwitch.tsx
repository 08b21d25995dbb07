/**
 * An on/off switch (role="switch", aria-checked): Space and Enter toggle it like any button. Its
 * name stays the same whatever the state; the state is read from aria-checked.
 */
import './publishing.css';

export interface EnabledSwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

export function EnabledSwitch({ label, checked, disabled, onChange }: EnabledSwitchProps) {
  return (
    <button type="button" role="switch" className="switch" aria-checked={checked} disabled={disabled} onClick={() => onChange(!checked)}>
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span>{label}</span>
      <span className="muted" aria-hidden="true">
        {checked ? 'ligada' : 'desligada'}
      </span>
    </button>
  );
}
