/**
 * The admin's navigation (issue 26 item 5): the groups of screens the account may open. On a wide
 * screen it is the sidebar; on a phone it folds behind a "Menu" button (admin.css) that opens it,
 * and closes again on navigation and on Escape, the focus going back to the button.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useAbilities } from '../lib/permissions';
import type { Permission } from '../../../shared/auth/roles';

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

/** The groups of links, the current screen marked with aria-current. */
function NavLinks({ location }: { location: string }) {
  const abilities = useAbilities();
  return (
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
  );
}

/**
 * The sidebar: brand, the "Menu" button (shown on phones only), and the panel holding the links and
 * `footer` (who is logged in, logout). The panel is always shown on a wide screen.
 */
export function AdminNav({ footer }: { footer: ReactNode }) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // A link followed (or any other route change) closes the menu: the new screen is what was asked for.
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <aside className={open ? 'admin-sidebar admin-menu-open' : 'admin-sidebar'}>
      <div className="admin-bar">
        <div className="admin-brand">
          <Link href="/admin">Painel</Link>
        </div>
        <button
          ref={button}
          type="button"
          className="btn btn-secondary admin-menu-button"
          aria-expanded={open}
          aria-controls="admin-menu"
          onClick={() => setOpen((was) => !was)}
        >
          Menu
        </button>
      </div>
      <div className="admin-menu" id="admin-menu">
        <NavLinks location={location} />
        {footer}
      </div>
    </aside>
  );
}
