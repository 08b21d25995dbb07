import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { AUDIT_ACTIONS as SERVER_ACTIONS } from '../../../shared/schemas/admin';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionLabel, auditEntityLabel, auditItemLink, auditOrigin, savedItemTrigger } from './audit-labels';
import { fieldLabel } from './field-messages';

it('names every audit entity and action the server records in Portuguese (issue 24)', () => {
  for (const entity of ['post', 'product', 'review', 'category', 'setting', 'settings', 'locale-config', 'contact-message', 'admin-user', 'job', 'login', 'login-lock', 'cross-origin', 'media', 'redirect']) {
    expect(auditEntityLabel(entity), entity).not.toBe(entity);
  }
  for (const action of ['create', 'update', 'delete', 'password-change', 'refuse', 'unlock']) expect(auditActionLabel(action), action).not.toBe(action);
  expect(auditEntityLabel('media')).toBe('Imagem');
  expect(auditEntityLabel('something-new')).toBe('something-new');
});

it("names an audit snapshot's fields in Portuguese", () => {
  for (const [key, label] of [['title', 'Título'], ['updatedAt', 'Atualizado em'], ['createdAt', 'Criado em'], ['publishedAt', 'Publicado em'], ['to', 'Para']]) expect(fieldLabel(key!)).toBe(label);
});

it('reads a saved item build trigger', () => {
  expect(savedItemTrigger('category 4 update')).toBe('Alteração da categoria 4');
  expect(savedItemTrigger('nightly')).toBeUndefined();
});

/** The server's source files that write audit entries or declare an audited store's entity. */
function auditWriters(): { file: string; text: string }[] {
  const root = join(__dirname, '../../..');
  const files = ['api', 'shared', 'content-scripts'].flatMap((dir) =>
    (readdirSync(join(root, dir), { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => join(root, dir, f)),
  );
  return files
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => /insertAudit\(|recordEvent\(|recordRefusal\(|ChangeStore</.test(text));
}

it('has a Portuguese label for every entity and action any audit writer of the server uses (issue 26)', () => {
  const writers = auditWriters();
  // The scan must see the known writers, else it would pass by finding nothing.
  expect(writers.map((w) => w.file.replace(/\\/g, '/')).join('\n')).toMatch(/content-scripts\/admin\/commands\.ts[\s\S]*api\/routes\/admin\/sessions\.ts|api\/routes\/admin\/sessions\.ts[\s\S]*content-scripts\/admin\/commands\.ts/);
  const entities = new Set<string>();
  const actions = new Set<string>(SERVER_ACTIONS);
  for (const { text } of writers) {
    for (const m of text.matchAll(/\bentity: '([a-z-]+)'/g)) entities.add(m[1]!);
    for (const m of text.matchAll(/_ENTITY = '([a-z-]+)'/g)) entities.add(m[1]!);
    for (const m of text.matchAll(/\baction: '([a-z-]+)'/g)) actions.add(m[1]!);
  }
  for (const known of ['post', 'admin-user', 'admin-session', 'session', 'login', 'media', 'job', 'build']) expect(entities, known).toContain(known);
  expect([...entities].filter((e) => !(e in AUDIT_ENTITIES))).toEqual([]);
  expect([...actions].filter((a) => !(a in AUDIT_ACTIONS))).toEqual([]);
});

it("links an audited item to its edit screen", () => {
  expect(auditItemLink('post', '97')).toBe('/admin/edit-post/97');
  expect(auditItemLink('product', '3')).toBe('/admin/edit-product/3');
  expect(auditItemLink('review', '5')).toBe('/admin/reviews/5');
  expect(auditItemLink('setting', 'site_name')).toBeUndefined();
});

it('says where an event came from: the command line with its machine and system user, or the network of a login', () => {
  expect(auditOrigin({ username: 'ana', via: 'cli', host: 'srv-1', osUser: 'deploy' })).toBe('Linha de comando (máquina srv-1, usuário do sistema deploy)');
  expect(auditOrigin({ username: 'ana', addressBlock: '198.51.100.0/24' })).toBe('Rede 198.51.100.0/24');
  expect(auditOrigin({ title: 'x' })).toBeUndefined();
  expect(auditOrigin(null)).toBeUndefined();
});
