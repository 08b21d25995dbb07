/**
 * The server's check of a merge (issue 24 §1) on both dialects: a save on the current version
 * that says it is based on an older one (`baseVersion`) may not put back that older value of a
 * field someone else changed since; it is refused with 409 conflict naming the fields, and
 * nothing is written. A correct merge of the same two edits is accepted.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertCategory, insertLocaleConfigs, insertPost, insertProduct } from '../../../shared/db/test-fixtures';
import { adminClient, expectRefusedUnchanged, type AdminTestClient } from './testing';

describeEachDatabase('refusing a save that reverts another editor’s change', (getDb) => {
  let api: AdminTestClient;
  beforeAll(async () => {
    await insertLocaleConfigs(getDb());
    await insertCategory(getDb(), 'tecnologia', { br: 'Tecnologia' });
    api = await adminClient(getDb());
  });

  const load = async (path: string) => (await api.json('GET', path)).body as Record<string, any>;

  it('refuses the old title sent back with a new body after the title was changed, and takes the merged save', async () => {
    const id = await insertPost(getDb(), { title: 'Título original', content: 'Corpo original' });
    const path = `/api/admin/posts/${id}`;
    const base = await load(path);
    // Alice changes only the title.
    const alice = await api.json('PUT', path, { ...base, title: 'Título da Alice' });
    expect(alice.status).toBe(200);
    const v = alice.body.version;

    // Bob, on the old form, took the new version but kept the old title: a lost update.
    const refused = await expectRefusedUnchanged(getDb(), 409, () =>
      api.json('PUT', path, { ...base, content: 'Corpo do Bob', version: v, baseVersion: base.version }),
    );
    expect(refused).toMatchObject({ error: 'conflict', reverts: ['title'], current: { title: 'Título da Alice', version: v } });
    expect(refused.message).toMatch(/would undo changes someone else made/);

    // The merge: Alice's title from the server, Bob's body.
    const merged = await api.json('PUT', path, { ...alice.body, content: 'Corpo do Bob', version: v, baseVersion: base.version });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ title: 'Título da Alice', content: 'Corpo do Bob', version: v + 1 });
  });

  it('lets an editor choose their own value of a field both changed, and change a field back once based on the current version', async () => {
    const id = await insertPost(getDb(), { title: 'T0', content: 'C0', slug: 'escolha-propria' });
    const path = `/api/admin/posts/${id}`;
    const base = await load(path);
    const alice = (await api.json('PUT', path, { ...base, title: 'T-Alice' })).body;
    // Bob changed the title too, to something else: his choice is a change, not a revert.
    const bob = await api.json('PUT', path, { ...alice, title: 'T-Bob', baseVersion: base.version });
    expect(bob.status).toBe(200);
    // Based on the current version, putting the first title back is an ordinary edit.
    const back = await api.json('PUT', path, { ...bob.body, title: 'T0', baseVersion: bob.body.version });
    expect(back.status).toBe(200);
    expect(back.body.title).toBe('T0');
  });

  it('sends the client back to merge when the base revision is no longer kept', async () => {
    const id = await insertPost(getDb(), { title: 'Sem base', slug: 'sem-base' });
    const path = `/api/admin/posts/${id}`;
    const current = (await api.json('PUT', path, { ...(await load(path)), title: 'Com versão 2' })).body;
    const refused = await expectRefusedUnchanged(getDb(), 409, () => api.json('PUT', path, { ...current, baseVersion: 0 }));
    expect(refused).toMatchObject({ error: 'conflict', reverts: ['baseVersion'] });
  });

  it('guards products the same way: an old price sent back after someone changed it is refused', async () => {
    const id = await insertProduct(getDb(), { price_cents: 10000 });
    const path = `/api/admin/products/${id}`;
    const base = await load(path);
    const alice = (await api.json('PUT', path, { ...base, priceCents: 7700, priceUpdatedAt: '2026-06-01T12:00:00.000Z' })).body;
    const refused = await expectRefusedUnchanged(getDb(), 409, () =>
      api.json('PUT', path, { ...base, title: 'Título do Bob', version: alice.version, baseVersion: base.version }),
    );
    expect(refused.reverts).toEqual(expect.arrayContaining(['priceCents']));
    const merged = await api.json('PUT', path, { ...alice, title: 'Título do Bob', baseVersion: base.version });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ title: 'Título do Bob', priceCents: 7700 });
  });

  it('refuses a malformed baseVersion with 400 naming it', async () => {
    const id = await insertPost(getDb(), { slug: 'base-ruim' });
    const path = `/api/admin/posts/${id}`;
    const body = await expectRefusedUnchanged(getDb(), 400, async () => api.json('PUT', path, { ...(await load(path)), baseVersion: 'um' }));
    expect(body.issues[0].path).toBe('baseVersion');
  });
});
