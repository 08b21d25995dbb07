import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { Revision } from '../api/revisions';
import { RevisionComparison } from './RevisionComparison';

const revision = (itemVersion: number, fields: Record<string, unknown>, username: string | null): Revision => ({
  id: itemVersion + 10, kind: 'post', itemId: 1, itemVersion, userId: username ? 3 : null, username, title: String(fields.title),
  changedFields: null, createdAt: '2026-06-01T12:00:00.000Z', fields,
});
const fields = [{ key: 'title', label: 'Título' }, { key: 'content', label: 'Conteúdo' }];

it('compares two saved revisions field by field, the older one as "before" whatever the order picked', () => {
  const older = revision(2, { title: 'Fone bom e barato', content: 'igual' }, 'ana');
  const newer = revision(5, { title: 'Fone ruim e caro', content: 'igual' }, null);
  for (const pair of [[older, newer], [newer, older]] as const) {
    const html = renderToStaticMarkup(<RevisionComparison pair={pair} fields={fields} />);
    expect(html).toMatch(/Versão 2 \(ana, [^)]+\) × versão 5 \(desconhecido, [^)]+\)/);
    expect(html).toContain('<del>bom e barato</del><ins>ruim e caro</ins>');
    expect(html).toMatch(/data-field="Conteúdo" data-changed="false"/);
  }
});
