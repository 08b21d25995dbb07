import { describe, expect, it } from 'vitest';
import { publishState, publishStateText } from './publish-state';

const build = (over: Partial<Parameters<typeof publishState>[0] & object> = {}) => ({
  kind: 'incremental' as const, status: 'running' as const, pagesDone: 0, pagesTotal: 4, waitingFor: null, error: null, ...over,
});

describe('publishState', () => {
  it('is "Publicando…" until the save\'s build has rendered, then "No ar"', () => {
    expect(publishStateText(publishState(undefined))).toBe('Publicando…');
    expect(publishStateText(publishState(build({ status: 'queued' })))).toBe('Publicando…');
    expect(publishStateText(publishState(build()))).toBe('Publicando…');
    expect(publishStateText(publishState(build({ status: 'succeeded' })))).toBe('No ar');
  });

  it("shows the full rebuild's progress while the save waits for it", () => {
    const waiting = build({ status: 'queued', waitingFor: 9 });
    expect(publishStateText(publishState(waiting, build({ kind: 'full', pagesDone: 120, pagesTotal: 1301 })))).toBe('Aguardando a reconstrução completa (120 de 1.301 páginas)');
    expect(publishStateText(publishState(waiting, build({ kind: 'full', status: 'queued', pagesTotal: null })))).toBe('Aguardando a reconstrução completa (na fila)');
    // The rebuild is done: the save's own render is next.
    expect(publishStateText(publishState(waiting, build({ kind: 'full', status: 'succeeded' })))).toBe('Publicando…');
    // A site-wide save is the full build itself.
    expect(publishStateText(publishState(build({ kind: 'full', pagesDone: 3, pagesTotal: 300 })))).toBe('Aguardando a reconstrução completa (3 de 300 páginas)');
  });

  it('says when publishing failed, and that the site kept its page', () => {
    expect(publishStateText(publishState(build({ status: 'failed', error: 'disk full' })))).toBe('A publicação falhou: disk full. O site continua com a versão anterior.');
  });
});
