/**
 * Editor presence (issue 26 §4) on both dialects: two admins with the same post open see each
 * other (never themselves), a third item is separate, leaving and a lapsed heartbeat both take an
 * editor off the list, and bad items are refused with 400 naming the field.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { PRESENCE_TIMING } from '../../../shared/schemas/presence';
import { adminClient, TEST_NOW, type AdminTestClient } from './testing';

const at = (seconds: number) => new Date(TEST_NOW.getTime() + seconds * 1000);

describeEachDatabase('editor presence', (getDb) => {
  let alice: AdminTestClient;
  let bob: AdminTestClient;
  let names: Record<'alice' | 'bob', string>;

  beforeAll(async () => {
    alice = await adminClient(getDb());
    bob = await adminClient(getDb());
    const users = await getDb().kysely.selectFrom('admin_users').select(['id', 'username']).execute();
    const nameOf = (id: number) => users.find((u) => u.id === id)!.username;
    names = { alice: nameOf(alice.adminId), bob: nameOf(bob.adminId) };
  });

  const setNow = (seconds: number) => [alice, bob].forEach((c) => c.setNow(at(seconds)));
  const beat = (client: AdminTestClient, entity: string, key: string) => client.json('POST', '/api/admin/presence', { entity, key });

  it('shows each editor of a post the other one, with when they opened it, and nobody on another item', async () => {
    setNow(0);
    const first = await beat(alice, 'post', '12');
    expect(first).toEqual({ status: 200, body: { editors: [], heartbeatSeconds: PRESENCE_TIMING.heartbeatSeconds } });
    setNow(5);
    const second = await beat(bob, 'post', '12');
    expect(second.body.editors).toEqual([{ username: names.alice, since: at(0).toISOString(), seenAt: at(0).toISOString() }]);
    setNow(15);
    const again = await beat(alice, 'post', '12');
    // Alice's beat keeps her since-time; she sees Bob, never herself.
    expect(again.body.editors).toEqual([{ username: names.bob, since: at(5).toISOString(), seenAt: at(5).toISOString() }]);
    expect((await beat(bob, 'product', '12')).body.editors).toEqual([]);
    expect((await beat(bob, 'setting', 'site_name')).body.editors).toEqual([]);
  });

  it('forgets an editor who left, at once, and one whose heartbeat lapsed, after the expiry', async () => {
    setNow(100);
    await beat(alice, 'category', '3');
    await beat(bob, 'category', '3');
    expect((await alice.call('DELETE', '/api/admin/presence/category/3')).status).toBe(204);
    expect((await beat(bob, 'category', '3')).body.editors).toEqual([]);

    await beat(alice, 'review', '7');
    setNow(100 + PRESENCE_TIMING.expirySeconds - 1);
    expect((await beat(bob, 'review', '7')).body.editors.map((e: { username: string }) => e.username)).toEqual([names.alice]);
    setNow(100 + PRESENCE_TIMING.expirySeconds + 1);
    expect((await beat(bob, 'review', '7')).body.editors).toEqual([]);
    // The lapsed row is gone from the table, not only hidden.
    const rows = await getDb().kysely.selectFrom('editor_presence').select('user_id').where('entity', '=', 'review').execute();
    expect(rows.map((r) => r.user_id)).toEqual([bob.adminId]);
  });

  it('refuses an unknown entity or a bad key with 400 naming the field, and writes nothing', async () => {
    const before = await getDb().kysely.selectFrom('editor_presence').selectAll().execute();
    const unknown = await beat(alice, 'user', '1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues[0].path).toBe('entity');
    const badKey = await beat(alice, 'post', '../1');
    expect(badKey.status).toBe(400);
    expect(badKey.body.issues[0].path).toBe('key');
    expect((await alice.call('DELETE', '/api/admin/presence/user/1')).status).toBe(400);
    expect(await getDb().kysely.selectFrom('editor_presence').selectAll().execute()).toEqual(before);
  });

});
