import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing';
import { insertCategory, insertPost, insertProduct } from '../../test-fixtures';
import { DuplicateError, InvalidReferenceError, translateConstraintError, uniqueViolationColumns } from './errors';

describeEachDatabase('constraint errors of the driver', (getDb) => {
  async function failure(work: () => Promise<unknown>): Promise<unknown> {
    try {
      await work();
    } catch (err) {
      return err;
    }
    throw new Error('expected the write to fail');
  }

  it('names the columns of a unique violation and maps (locale, slug) to slug', async () => {
    await insertPost(getDb(), { slug: 'twice', locale: 'br' });
    const err = await failure(() => insertPost(getDb(), { slug: 'twice', locale: 'br' }));
    expect(uniqueViolationColumns(err)).toEqual(['locale', 'slug']);
    const translated = translateConstraintError(err, 'post');
    expect(translated).toBeInstanceOf(DuplicateError);
    expect(translated).toMatchObject({ field: 'slug', message: 'slug is already used by another post' });
  });

  it('maps an ASIN taken in the locale to asin and a category slug to slug', async () => {
    await insertProduct(getDb(), { asin: 'B0DUPL0001' });
    const asin = translateConstraintError(await failure(() => insertProduct(getDb(), { asin: 'B0DUPL0001' })), 'product');
    expect(asin).toMatchObject({ field: 'asin' });
    await insertCategory(getDb(), 'same', {});
    expect(translateConstraintError(await failure(() => insertCategory(getDb(), 'same', {})), 'category')).toMatchObject({ field: 'slug' });
  });

  it('maps a foreign-key violation to a bad reference and leaves other errors alone', async () => {
    const err = await failure(() => insertPost(getDb(), { category_id: 987654 }));
    expect(translateConstraintError(err, 'post')).toBeInstanceOf(InvalidReferenceError);
    const other = new Error('boom');
    expect(translateConstraintError(other, 'post')).toBe(other);
  });
});
