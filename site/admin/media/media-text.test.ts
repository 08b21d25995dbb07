import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { mediaItem } from './fixtures';
import { altAfterConflict, altFormValues, formatBytes, hasAltFor, inUsePagesOf, missingAltLocales, pageEditHref } from './media-text';

describe('media texts', () => {
  it('lists the locales without alt text, blank ones included, in the site order', () => {
    const item = mediaItem({ alt: { br: 'Fones', it: '  ', us: 'Headphones' } });
    expect(missingAltLocales(item)).toEqual(['it', 'mx', 'es']);
    expect(hasAltFor(item, 'us')).toBe(true);
    expect(hasAltFor(item, 'it')).toBe(false);
    expect(altFormValues(item)).toEqual({ br: 'Fones', it: '  ', mx: '', es: '', us: 'Headphones' });
  });

  it('after a stale save keeps the locales the editor changed and takes the others from the server', () => {
    const read = mediaItem({ alt: { br: 'Fones', it: 'Cuffie' } });
    const current = mediaItem({ alt: { br: 'Fones pretos', it: 'Cuffie nere', us: 'Headphones' }, version: 2 });
    const mine = { br: 'Fones sobre a mesa', it: 'Cuffie', mx: '', es: 'Auriculares', us: '' };
    expect(altAfterConflict(mine, read, current)).toEqual({ br: 'Fones sobre a mesa', it: 'Cuffie nere', mx: '', es: 'Auriculares', us: 'Headphones' });
  });

  it('reads the pages of a 409 in_use refusal and nothing from other errors', () => {
    const pages = [{ kind: 'post', id: 3, title: 'Melhores fones' }, { kind: 'product', id: 9, title: 'Fone X' }];
    const inUse = new ApiError('409', { status: 409, body: { error: 'in_use', message: 'Image in use', pages } });
    expect(inUsePagesOf(inUse)).toEqual(pages);
    expect(inUsePagesOf(new ApiError('409', { status: 409, body: { error: 'conflict', current: {} } }))).toBeNull();
    expect(inUsePagesOf(new Error('x'))).toBeNull();
    expect(pageEditHref(pages[0]!)).toBe('/admin/edit/3');
    expect(pageEditHref(pages[1]!)).toBe('/admin/products/edit/9');
    expect(pageEditHref({ kind: 'review', id: 4, title: 'r' })).toBe('/admin/reviews/4');
  });

  it('writes sizes the way an editor reads them', () => {
    expect(formatBytes(800)).toBe('800 B');
    expect(formatBytes(350 * 1024)).toBe('350 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1,3 MB');
  });
});
