/**
 * The dashboard's notice of a soft-locked account (issue 24): after 100 failures in an hour from many
 * addresses an account waits at every address it never logged in from, and an outsider can renew
 * that from a few addresses. The admin sees it here and lifts it on /admin/login-locks.
 */
import { Link } from 'wouter';
import { useLoginLocks } from '../api/login-locks';
import { formatDateTime } from '../lib/datetime';

export function SoftLockNotice() {
  const query = useLoginLocks();
  // A lock without an address block holds the account from every address it is not known at.
  const held = (query.data?.items ?? []).filter((lock) => lock.account !== null && lock.addressBlock === null);
  if (!held.length) return null;
  return (
    <p className="notice notice-error" role="status" data-soft-locks={held.length}>
      <strong>{held.length === 1 ? 'Uma conta com login retido' : `${held.length} contas com login retido`}</strong>
      {': '}
      {held.map((lock) => `${lock.account} (até ${formatDateTime(lock.until)})`).join(', ')}
      {'. Endereços de onde a conta já entrou continuam entrando. '}
      <Link href="/admin/login-locks">Ver e desbloquear</Link>
    </p>
  );
}
