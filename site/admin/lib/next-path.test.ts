import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './next-path';

describe('return to the page after login', () => {
  it('remembers the admin page the editor was on', () => {
    expect(loginPathFor('/admin/edit/12')).toBe('/admin/login?next=%2Fadmin%2Fedit%2F12');
    expect(loginPathFor('/admin/products?status=draft')).toBe('/admin/login?next=%2Fadmin%2Fproducts%3Fstatus%3Ddraft');
    expect(loginPathFor('/admin')).toBe('/admin/login');
  });

  it('goes only to admin paths of this site', () => {
    expect(safeNextPath('/admin/edit/12')).toBe('/admin/edit/12');
    expect(safeNextPath('/admin/products?status=draft')).toBe('/admin/products?status=draft');
    for (const bad of ['https://evil.example/admin', '//evil.example', '/administrator', '/br', '/admin/login?next=/x', '/admin\\@evil', '/admin/..//evil.example', '/admin/%2e%2e//evil.example', '/admin/./../login', null, '']) {
      expect(safeNextPath(bad)).toBe('/admin');
    }
  });
});
