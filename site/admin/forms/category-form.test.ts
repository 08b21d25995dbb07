import { describe, expect, it } from 'vitest';
import { categoryUpdateSchema } from '../../../shared/schemas/category';
import { categoryErrorKey, categoryToForm, formToCategoryPayload } from './category-form';
import { validate } from './validate';

describe('category form ↔ API', () => {
  const category = { id: 1, slug: 'tecnologia', sortOrder: 1, names: { br: 'Tecnologia', it: 'Tecnologia' }, updatedAt: '2026-11-01T00:00:00.000Z', version: 3 };

  it('sends only the names that were filled in, with the version', () => {
    const values = { ...categoryToForm(category), name_us: 'Technology', name_it: ' ' };
    const payload = formToCategoryPayload(values, category.version);
    expect(payload).toEqual({ slug: 'tecnologia', sortOrder: 1, names: { br: 'Tecnologia', us: 'Technology' }, version: 3 });
    expect(validate(categoryUpdateSchema, payload).ok).toBe(true);
  });

  it("maps the API's 'names.it' issue path to the form's field", () => {
    expect(categoryErrorKey('names.it')).toBe('name_it');
    expect(categoryErrorKey('slug')).toBe('slug');
  });
});
