/**
 * The cosmetic admin flag (SPEC §4, §6): set in local storage by the admin login, cleared on
 * logout. The public site only reads it to show the admin button and menu link.
 */
import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../shared/constants';

/** True when the flag holds a "set" value; 'false', '0' and absence mean not set. */
export function readAdminFlag(): boolean {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.adminFlag);
    return value !== null && value !== '' && value !== 'false' && value !== '0';
  } catch {
    return false; // storage disabled: behave as a visitor
  }
}

/** The flag, false during server render and the first client render (no hydration mismatch). */
export function useAdminFlag(): boolean {
  const [admin, setAdmin] = useState(false);
  useEffect(() => {
    setAdmin(readAdminFlag());
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === STORAGE_KEYS.adminFlag) setAdmin(readAdminFlag());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return admin;
}
