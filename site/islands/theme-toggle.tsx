/**
 * Light/dark switch (SPEC §2 Layout). The theme itself was applied before the first paint by the
 * inline head script; this button flips `data-theme` and saves the choice under the theme key.
 * Both icons are rendered and CSS shows the one matching `data-theme`, so the server HTML is right
 * before hydration.
 */
import { STORAGE_KEYS } from '../../shared/constants';
import { MoonIcon, SunIcon } from './icons';

export default function ThemeToggle({ label }: { label: string }) {
  const toggle = () => {
    const root = document.documentElement;
    const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next;
    root.style.colorScheme = next;
    try {
      localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      // storage disabled: the switch still works for this page
    }
  };
  return (
    <button type="button" className="btn btn-ghost btn-icon theme-toggle" aria-label={label} title={label} onClick={toggle}>
      <SunIcon />
      <MoonIcon />
    </button>
  );
}
