/**
 * The build being watched on /admin/pre-render: status, pages rendered out of the total as a
 * progress bar, and the elapsed time, ticking every second while it runs. The row itself is polled
 * by useBuild (api/builds.ts).
 */
import type { BuildRun } from '../../api/builds';
import { isBuildActive } from '../../api/builds';
import { formatDateTime } from '../../lib/datetime';
import { BUILD_KIND_LABELS, buildStatusBadge, elapsedMs, formatCount, formatDuration, progressPercent, triggerLabel } from './format';
import { ProgressBar } from './ProgressBar';
import { ToneBadge } from './ToneBadge';
import { useNow } from './use-now';

/** '120 de 400 páginas (30%)', or what is known before the total is. */
export function progressText(build: Pick<BuildRun, 'status' | 'pagesDone' | 'pagesTotal'>): string {
  if (build.status === 'queued') return 'Na fila, aguardando a geração em andamento';
  const percent = progressPercent(build.pagesDone, build.pagesTotal);
  if (percent === null) return `${formatCount(build.pagesDone)} páginas geradas (total ainda desconhecido)`;
  return `${formatCount(build.pagesDone)} de ${formatCount(build.pagesTotal)} páginas (${percent}%)`;
}

export function BuildProgress({ build }: { build: BuildRun }) {
  const active = isBuildActive(build);
  const now = useNow(active);
  const badge = buildStatusBadge(build.status);
  const elapsed = build.durationMs ?? elapsedMs(build.startedAt, build.finishedAt, now);
  const text = progressText(build);
  return (
    <section className="panel" aria-labelledby="build-progress-title">
      <div className="panel-header">
        <h2 id="build-progress-title" className="card-title">
          Geração #{build.id} · {BUILD_KIND_LABELS[build.kind] ?? build.kind}
        </h2>
        <ToneBadge {...badge} />
      </div>
      {/* Only the status is announced: the page count changes every second and would drown a screen reader. */}
      <p className="sr-only" aria-live="polite">
        Geração #{build.id}: {badge.label}
      </p>
      <ProgressBar label={`Progresso da geração #${build.id}`} done={build.pagesDone} total={build.pagesTotal} valueText={text} />
      <dl className="progress-figures">
        <div>
          <dt>Páginas</dt>
          <dd>
            {formatCount(build.pagesDone)} / {formatCount(build.pagesTotal)}
          </dd>
        </div>
        <div>
          <dt>{active ? 'Tempo decorrido' : 'Duração'}</dt>
          <dd>{formatDuration(elapsed)}</dd>
        </div>
        <div>
          <dt>Início</dt>
          <dd>{formatDateTime(build.startedAt)}</dd>
        </div>
        <div>
          <dt>Gatilho</dt>
          <dd>{triggerLabel(build.trigger)}</dd>
        </div>
      </dl>
      <p className="muted">{text}</p>
      {build.status === 'failed' && build.error ? (
        <div className="notice notice-error" role="alert">
          <strong>A geração falhou; o site publicado continua o anterior.</strong>
          <p>{build.error}</p>
        </div>
      ) : null}
    </section>
  );
}
