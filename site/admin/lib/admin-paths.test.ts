import { describe, expect, it } from 'vitest';
import { adminItemPath } from './admin-paths';

describe('adminItemPath', () => {
  it("gives each entity's screen, and nothing for what has none", () => {
    expect(adminItemPath('post', 7)).toBe('/admin/edit/7');
    expect(adminItemPath('review', '3')).toBe('/admin/reviews/3');
    expect(adminItemPath('product', 9)).toBe('/admin/products/edit/9');
    expect(adminItemPath('media', 2)).toBe('/admin/media/2');
    expect(adminItemPath('category', 4)).toBe('/admin/categories');
    expect(adminItemPath('login', 1)).toBeUndefined();
    expect(adminItemPath('post', null)).toBeUndefined();
  });
});
