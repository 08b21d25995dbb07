/**
 * Where a saved page stands on its way to the public site (issue 26 item 3), from the build that
 * publishes the save and, when that build waits for a full rebuild, that rebuild's progress.
 */
import type { BuildRun } from '../api/builds';

export type PublishState =
  | { state: 'publishing' }
  | { state: 'waiting'; done: number; total: number | null }
  | { state: 'live' }
  | { state: 'failed'; error: string | null };

type Build = Pick<BuildRun, 'kind' | 'status' | 'pagesDone' | 'pagesTotal' | 'waitingFor' | 'error'>;

const active = (b: Pick<BuildRun, 'status'>) => b.status === 'queued' || b.status === 'running';

/**
 * `build`: the save's build (undefined until first read); `awaited`: the full build it waits for,
 * when it names one. A save of something on every page (a category) is itself a full build.
 */
export function publishState(build: Build | undefined, awaited?: Build): PublishState {
  if (!build) return { state: 'publishing' };
  if (build.status === 'succeeded') return { state: 'live' };
  if (build.status === 'failed') return { state: 'failed', error: build.error };
  if (build.kind === 'full') return { state: 'waiting', done: build.pagesDone, total: build.pagesTotal };
  if (build.waitingFor !== null && awaited && active(awaited)) return { state: 'waiting', done: awaited.pagesDone, total: awaited.pagesTotal };
  return { state: 'publishing' };
}

/** The line the editor reads. */
export function publishStateText(s: PublishState): string {
  switch (s.state) {
    case 'publishing':
      return 'Publicando…';
    case 'waiting':
      return s.total === null
        ? 'Aguardando a reconstrução completa (na fila)'
        : `Aguardando a reconstrução completa (${s.done.toLocaleString('pt-BR')} de ${s.total.toLocaleString('pt-BR')} páginas)`;
    case 'live':
      return 'No ar';
    case 'failed':
      return `A publicação falhou${s.error ? `: ${s.error}` : ''}. O site continua com a versão anterior.`;
  }
}
