/**
 * The admin-route check of SPEC §4: a 300 ms spinner, then the content when logged in, otherwise a
 * redirect to /admin/login. "Logged in" is asked of the server (GET /api/admin/me) rather than
 * read from the local flag, which only mirrors it; the answer refreshes the flag both ways.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { TIMINGS } from '../../../shared/constants';
import { useMe } from '../api/auth';
import { setAdminFlag } from '../lib/admin-flag';
import { loginPathFor } from '../lib/next-path';
import { ErrorNotice } from './ErrorNotice';
import { useNavGuard } from './NavGuard';
import { Spinner } from './Spinner';

/** True once `ms` have passed since mount. */
function useElapsed(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}

export function AuthGuard({ children }: { children: ReactNode }) {
  const me = useMe({ fresh: true });
  const elapsed = useElapsed(TIMINGS.adminAuthSpinnerMs);
  const guard = useNavGuard();
  const [location] = useLocation();
  const search = useSearch();
  // Once answered, a background refetch must not blank the screen (and unmount a form being typed in).
  const known = me.isFetchedAfterMount;

  useEffect(() => {
    if (!known || me.isError) return;
    setAdminFlag(me.data != null);
  }, [known, me.isError, me.data]);

  if (!elapsed || (!known && !me.isError)) return <Spinner />;
  if (me.data) return <>{children}</>;
  if (me.isError) return <ErrorNotice error={me.error} onRetry={() => void me.refetch()} />;
  guard.allowNext();
  return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
}
