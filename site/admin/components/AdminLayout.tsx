/** Frame of every logged-in screen: the navigation, who is logged in, logout, and the page. */
import type { ReactNode } from 'react';
import { useLogout, useMe } from '../api/auth';
import { useLeaveTo, useNavGuard } from './NavGuard';
import { Tip } from './Tip';
import { useToast } from './Toaster';
import { describeError } from '../lib/errors';
import { ROLE_LABELS } from '../../../shared/auth/roles';
import { AdminNav } from './AdminNav';

export function AdminLayout({ children }: { children: ReactNode }) {
  const me = useMe();
  const logout = useLogout();
  const guard = useNavGuard();
  const leaveTo = useLeaveTo();
  const toast = useToast();

  const onLogout = () => {
    if (!guard.confirmLeave()) return;
    logout.mutate(undefined, {
      onError: (error) => toast({ variant: 'error', ...describeError(error, 'Sair') }),
      onSettled: () => leaveTo('/admin/login'),
    });
  };

  return (
    <div className="admin-frame">
      <a className="skip-link" href="#admin-main">
        Ir para o conteúdo
      </a>
      <AdminNav
        footer={
          <div className="admin-user">
            {me.data ? (
              <span className="admin-user-name" data-role={me.data.role}>
                {me.data.username}
                <span className="admin-user-role"> · {ROLE_LABELS[me.data.role]}{me.data.regions.length > 0 ? ` (${me.data.regions.join(', ')})` : ''}</span>
              </span>
            ) : null}
            <Tip label="Encerra a sessão neste navegador e no servidor">
              <button type="button" className="btn btn-secondary" onClick={onLogout} disabled={logout.isPending}>
                Sair
              </button>
            </Tip>
            <a className="admin-site-link" href="/br">
              Ver o site
            </a>
          </div>
        }
      />
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
