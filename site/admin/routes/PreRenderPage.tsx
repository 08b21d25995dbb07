/**
 * /admin/pre-render (issue 5): start a full build, watch it live (pages rendered / total, elapsed
 * time), the history of full and incremental builds, a build's log, and the pages per region of
 * the last full build.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BUILDS_BASE, isBuildActive, useBuild, useBuilds, useStartBuild, type BuildRun, type BuildStatus } from '../api/builds';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { BuildHistory } from '../components/publishing/BuildHistory';
import { BuildLog } from '../components/publishing/BuildLog';
import { BuildProgress } from '../components/publishing/BuildProgress';
import { errorToast } from '../components/publishing/error-toast';
import { formatCount, formatDuration } from '../components/publishing/format';
import { LocalePages } from '../components/publishing/LocalePages';
import { QueryStatus } from '../components/QueryStatus';
import { Tip } from '../components/Tip';
import { useToast } from '../components/Toaster';
import { formatDateTime } from '../lib/datetime';
import { PAGE_SIZE, useListFilters } from '../lib/use-list-filters';

const NO_FILTERS = [] as const;

/** Full builds looked through for the last one that succeeded. */
const RECENT_FULL_LIMIT = 20;

/** The build to watch: the one running, else the newest queued one. */
function activeBuild(items: readonly BuildRun[]): BuildRun | undefined {
  return items.find((b) => b.status === 'running') ?? items.find(isBuildActive);
}

/**
 * When the history shows a build seen unfinished as done: reads its row again at once (the progress
 * panel must not say "Em andamento" next to a history that says "Concluída") and, for a full build
 * (started here or elsewhere), says how it ended in a toast.
 */
function useBuildEnds(items: readonly BuildRun[] | undefined) {
  const toast = useToast();
  const client = useQueryClient();
  const seen = useRef(new Map<number, BuildStatus>());
  useEffect(() => {
    for (const build of items ?? []) {
      const before = seen.current.get(build.id);
      seen.current.set(build.id, build.status);
      if (!before || !isBuildActive({ status: before }) || isBuildActive(build)) continue;
      void client.invalidateQueries({ queryKey: [BUILDS_BASE, 'item', build.id] });
      if (build.kind !== 'full') continue;
      if (build.status === 'succeeded') {
        toast({ variant: 'success', title: 'Site gerado', description: `Geração #${build.id}: ${formatCount(build.pages)} páginas em ${formatDuration(build.durationMs)}.` });
      } else {
        toast({ variant: 'error', title: 'A geração falhou', description: `Geração #${build.id}: ${build.error ?? 'erro desconhecido'}. O site publicado continua o anterior.` });
      }
    }
  }, [items, toast, client]);
}

export function PreRenderPage() {
  const toast = useToast();
  const { offset, setOffset } = useListFilters(NO_FILTERS);
  // The builds watched for one under way are the history's first page (the newest are the ones
  // that can be): the same query, so while the history shows that page one poll serves both.
  const recent = useBuilds({ limit: PAGE_SIZE, offset: 0 });
  // Saves make an incremental build each: the last full build is looked for among the full ones.
  const fullBuilds = useBuilds({ limit: RECENT_FULL_LIMIT, offset: 0, kind: 'full' });
  const history = useBuilds({ limit: PAGE_SIZE, offset });
  const start = useStartBuild();
  const [watchId, setWatchId] = useState<number | null>(null);
  const [chosenLogId, setChosenLogId] = useState<number | null>(null);

  const recentItems = recent.data?.items;
  const activeId = recentItems ? activeBuild(recentItems)?.id : undefined;
  // Follow whatever build is under way (a save's incremental one too); the last one stays shown.
  useEffect(() => {
    if (activeId !== undefined) setWatchId(activeId);
  }, [activeId]);
  useBuildEnds(recentItems);

  const watched = useBuild(watchId);
  const logId = chosenLogId ?? recentItems?.[0]?.id ?? null;
  const logBuild = useBuild(logId);
  const lastFull = fullBuilds.data?.items.find((b) => b.kind === 'full' && b.status === 'succeeded' && b.pagesByLocale);

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: (build) => {
        if (!build) {
          toast({ variant: 'info', title: 'Geração completa pedida', description: 'A geração roda no serviço de hospedagem; o histórico dela fica lá.' });
          return;
        }
        setWatchId(build.id);
        const waiting = build.status === 'queued' && recentItems?.some((b) => b.status === 'running' && b.id !== build.id);
        toast({
          variant: 'info',
          title: 'Geração completa pedida',
          description: waiting ? `Outra geração está em andamento; a #${build.id} começa em seguida.` : `A geração #${build.id} começou.`,
        });
      },
      onError: (error) => toast(errorToast(error, 'Não foi possível iniciar a geração')),
    });

  return (
    <>
      <PageHeader title="Pré-renderização">
        <Tip label="Gera todas as páginas numa pasta nova e troca o site publicado de uma vez. Se falhar, o site atual continua no ar.">
          <button type="button" className="btn btn-primary" onClick={onStart} disabled={start.isPending}>
            {start.isPending ? 'Pedindo...' : 'Gerar site completo'}
          </button>
        </Tip>
      </PageHeader>
      <p className="lead">Cada alteração salva no painel gera de novo só as páginas afetadas (geração incremental). A geração completa é o recurso de segurança: noturna, após mudanças no código ou quando pedida aqui.</p>

      {watched.data ? <BuildProgress build={watched.data} /> : null}
      {watchId !== null && watched.isError ? <QueryStatus query={watched} errorTitle={`Falha ao ler a geração #${watchId}`} /> : null}

      <h2 className="section-title">Histórico</h2>
      <QueryStatus query={history} errorTitle="Falha ao buscar o histórico de gerações" empty="Nenhuma geração registrada ainda." />
      {history.data && history.data.items.length > 0 ? <BuildHistory items={history.data.items} logId={logId} onShowLog={setChosenLogId} /> : null}
      {history.data ? <Pagination total={history.data.total} limit={PAGE_SIZE} offset={offset} onChange={setOffset} /> : null}

      <h2 className="section-title">Log</h2>
      {logId === null ? <p className="empty">Sem gerações, sem log.</p> : null}
      {logId !== null ? <QueryStatus query={logBuild} errorTitle={`Falha ao buscar o log da geração #${logId}`} /> : null}
      {logBuild.data ? <BuildLog build={logBuild.data} /> : null}

      <h2 className="section-title">Páginas por região</h2>
      {lastFull?.pagesByLocale ? (
        <>
          <p className="muted">
            Última geração completa concluída: #{lastFull.id}, {formatDateTime(lastFull.finishedAt ?? lastFull.startedAt)}, {formatCount(lastFull.pages)} páginas.
          </p>
          <LocalePages pagesByLocale={lastFull.pagesByLocale} />
        </>
      ) : fullBuilds.data ? (
        <p className="empty">Nenhuma geração completa concluída entre as {RECENT_FULL_LIMIT} mais recentes.</p>
      ) : null}
    </>
  );
}
