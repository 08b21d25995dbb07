/**
 * Mobile slide-in menu (SPEC §2 Header): a search form (GET to the locale's reviews list with
 * `q`), a home link, a reviews link and, for admins, the admin-panel link. Escape, the close
 * button and the backdrop close it; focus moves into the panel and back to the menu button.
 */
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../shared/constants';
import { useAdminFlag } from './admin-flag';
import { CloseIcon, HomeIcon, MenuIcon, SearchIcon, ShieldIcon, StarIcon } from './icons';

export interface HeaderMenuLabels {
  open: string;
  close: string;
  title: string;
  home: string;
  reviews: string;
  adminPanel: string;
  searchPlaceholder: string;
  searchAriaLabel: string;
  searchSubmit: string;
}

interface Props {
  labels: HeaderMenuLabels;
  homeHref: string;
  reviewsHref: string;
}

export default function HeaderMenu({ labels, homeHref, reviewsHref }: Props) {
  const [open, setOpen] = useState(false);
  const admin = useAdminFlag();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('input, a, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('menu-open'); // no page scroll behind the panel
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('menu-open');
    };
  }, [open]);

  return (
    <>
      <button ref={buttonRef} type="button" className="btn btn-ghost btn-icon menu-toggle" aria-label={labels.open} aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen(true)}>
        <MenuIcon />
      </button>
      <div className="mobile-menu-backdrop" hidden={!open} onClick={close} />
      <div
        ref={panelRef}
        id="mobile-menu"
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={labels.title}
        data-open={open || undefined}
        hidden={!open}
      >
        <div className="mobile-menu-head">
          <span className="mobile-menu-title">{labels.title}</span>
          <button type="button" className="btn btn-ghost btn-icon" aria-label={labels.close} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <form className="mobile-menu-search" method="get" action={reviewsHref} role="search">
          <input type="search" name="q" className="input" maxLength={LIMITS.headerSearchMaxChars} placeholder={labels.searchPlaceholder} aria-label={labels.searchAriaLabel} />
          <button type="submit" className="btn btn-icon" aria-label={labels.searchSubmit}>
            <SearchIcon />
          </button>
        </form>
        <nav>
          <ul>
            <li><a href={homeHref}><HomeIcon />{labels.home}</a></li>
            <li><a href={reviewsHref}><StarIcon />{labels.reviews}</a></li>
            {admin && <li><a href="/admin"><ShieldIcon />{labels.adminPanel}</a></li>}
          </ul>
        </nav>
      </div>
    </>
  );
}
