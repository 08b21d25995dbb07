import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { REDIRECTS, resolveRedirect } from './redirects';

const to = (path: string) => resolveRedirect(path)?.location;

describe('resolveRedirect', () => {
  it('sends legacy post paths to the br post', () => {
    expect(resolveRedirect('/post/melhores-fones-2026')).toEqual({ location: '/br/melhores-fones-2026', status: 301 });
    expect(to('/post/melhores-fones-2026/')).toBe('/br/melhores-fones-2026');
  });

  it('sends the legacy category and static pages to the same path under /br', () => {
    expect(to('/categoria/tecnologia')).toBe('/br/categoria/tecnologia');
    for (const page of ['categorias', 'sobre', 'privacidade', 'termos', 'afiliados', 'contato']) {
      expect(to(`/${page}`)).toBe(`/br/${page}`);
      expect(to(`/${page}/`)).toBe(`/br/${page}`);
    }
  });

  it('sends /L/admin and everything below it to /admin for every locale', () => {
    for (const locale of LOCALES) {
      expect(to(`/${locale}/admin`)).toBe('/admin');
      expect(to(`/${locale}/admin/`)).toBe('/admin');
      expect(to(`/${locale}/admin/login`)).toBe('/admin/login');
      expect(to(`/${locale}/admin/products/edit/12`)).toBe('/admin/products/edit/12');
    }
  });

  it('leaves every other path alone', () => {
    for (const path of [
      '/', '/br', '/br/sobre', '/post', '/post/', '/post/a/b', '/categoria', '/categoria/a/b', '/sobre/equipe',
      '/admin', '/admin/login', '/fr/admin', '/br/administrador', '/br/categoria/tecnologia', '/postagem/x', '/api/contact',
    ]) {
      expect(resolveRedirect(path), path).toBeUndefined();
    }
  });

  it('keeps encoded characters of the captured part as they were', () => {
    expect(to('/post/caf%C3%A9')).toBe('/br/caf%C3%A9');
  });

  it('only has permanent redirects whose targets are site paths', () => {
    for (const rule of REDIRECTS) {
      expect(rule.status).toBe(301);
      expect(rule.to).toMatch(/^\/(?!\/)/);
    }
  });
});
