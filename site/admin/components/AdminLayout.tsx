/** Frame of every logged-in screen: the navigation, who is logged in, logout, and the page. */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useLogout, useMe } from '../api/auth';
import { useLeaveTo, useNavGuard } from './NavGuard';
import { Tip } from './Tip';
import { useToast } from './Toaster';
import { describeError } from '../lib/errors';
import { useAbilities } from '../lib/permissions';
import { ROLE_LABELS, type Permission } from '../../../shared/auth/roles';

interface NavItem {
  href: string;
  label: string;
  /** Shown only to accounts that hold it (issue 25); the server refuses the screen's calls anyway. */
  needs?: Permission;
  /** Other path prefixes that belong to this item (edit pages). */
  also?: string[];
}

const NAV_GROUPS: { title: string; items: NavItem[] }[] = [
  {
    title: 'Conteúdo',
    items: [
      { href: '/admin', label: 'Painel' },
      { href: '/admin/posts', label: 'Posts', also: ['/admin/edit', '/admin/edit-post'] },
      { href: '/admin/products', label: 'Produtos', also: ['/admin/edit-product', '/admin/reviews'] },
      { href: '/admin/media', label: 'Mídia' },
      { href: '/admin/categories', label: 'Categorias', needs: 'site.structure' },
      { href: '/admin/authors', label: 'Autores' },
      { href: '/admin/redirects', label: 'Redirecionamentos', needs: 'site.structure' },
      { href: '/admin/clicks', label: 'Cliques', needs: 'site.structure' },
    ],
  },
  {
    title: 'Site',
    items: [
      { href: '/admin/settings', label: 'Configurações', needs: 'settings.manage' },
      { href: '/admin/locales', label: 'Regiões', needs: 'settings.manage' },
      { href: '/admin/import-wordpress', label: 'Importar do WordPress', needs: 'settings.manage' },
      { href: '/admin/contact', label: 'Mensagens', needs: 'inbox.manage' },
      { href: '/admin/accounts', label: 'Contas', needs: 'accounts.manage' },
      { href: '/admin/audit', label: 'Auditoria', needs: 'audit.read' },
      { href: '/admin/login-locks', label: 'Bloqueios de login', needs: 'accounts.manage' },
      { href: '/admin/sessions', label: 'Sessões' },
      { href: '/admin/password', label: 'Alterar senha' },
    ],
  },
  {
    title: 'Publicação',
    items: [
      { href: '/admin/cron', label: 'Tarefas agendadas', needs: 'settings.manage' },
      { href: '/admin/dynamic-rendering', label: 'Renderização dinâmica' },
      { href: '/admin/pre-render', label: 'Pré-renderização' },
      { href: '/admin/pre-render-demo', label: 'Demo de pré-renderização' },
    ],
  },
];

function isCurrent(item: NavItem, location: string): boolean {
  // The dashboard is only itself: every other screen's path starts with /admin/.
  if (item.href === '/admin') return location === '/admin' || location === '/admin/';
  return [item.href, ...(item.also ?? [])].some((p) => location === p || location.startsWith(`${p}/`));
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const me = useMe();
  const logout = useLogout();
  const guard = useNavGuard();
  const leaveTo = useLeaveTo();
  const toast = useToast();
  const abilities = useAbilities();

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
      <aside className="admin-sidebar">
        <div className="admin-brand">
          <Link href="/admin">Painel</Link>
        </div>
        <nav aria-label="Administração">
          {NAV_GROUPS.map((group) => (
            <div className="nav-group" key={group.title}>
              <p className="nav-group-title">{group.title}</p>
              <ul>
                {group.items.filter((item) => !item.needs || abilities.can(item.needs)).map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} aria-current={isCurrent(item, location) ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
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
      </aside>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
