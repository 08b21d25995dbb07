import { describe, expect, it } from 'vitest';
import { categoryUpdateSchema } from '../../../shared/schemas/category';
import { categoryErrorKey, categoryToForm, formToCategoryPayload } from './category-form';
import { validate } from './validate';

describe('category form ↔ API', () => {
  const category = { id: 1, slug: 'tecnologia', sortOrder: 1, names: { br: 'Tecnologia', it: 'Tecnologia' }, seo: { br: { title: 'Tecnologia: guias', description: null } }, noindex: false, updatedAt: '2026-11-01T00:00:00.000Z', version: 3 };

  it('sends only the names that were filled in, with the version', () => {
    const values = { ...categoryToForm(category), name_us: 'Technology', name_it: ' ', seoDescription_us: ' Tech guides ', noindex: true };
    const payload = formToCategoryPayload(values, category.version);
    expect(payload).toEqual({
      slug: 'tecnologia', sortOrder: 1, names: { br: 'Tecnologia', us: 'Technology' },
      // Only locales with SEO text, trimmed; an empty half is null (the site's default).
      seo: { br: { title: 'Tecnologia: guias', description: null }, us: { title: null, description: 'Tech guides' } },
      noindex: true, version: 3,
    });
    expect(validate(categoryUpdateSchema, payload).ok).toBe(true);
  });

  it("maps the API's 'names.it' issue path to the form's field", () => {
    expect(categoryErrorKey('names.it')).toBe('name_it');
    expect(categoryErrorKey('slug')).toBe('slug');
    expect(categoryErrorKey('seo.br.title')).toBe('seoTitle_br');
    expect(categoryErrorKey('seo.it.description')).toBe('seoDescription_it');
    expect(categoryErrorKey('seo.mx')).toBe('seoTitle_mx');
  });
});
