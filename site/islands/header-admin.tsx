/** Header admin button (SPEC §2 Header): shown only when the admin flag is set. */
import { useAdminFlag } from './admin-flag';
import { ShieldIcon } from './icons';

export default function HeaderAdmin({ label, ariaLabel }: { label: string; ariaLabel: string }) {
  const admin = useAdminFlag();
  if (!admin) return null;
  return (
    <a className="btn btn-secondary btn-sm header-admin" href="/admin" aria-label={ariaLabel}>
      <ShieldIcon />
      <span>{label}</span>
    </a>
  );
}
