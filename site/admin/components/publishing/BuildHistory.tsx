/**
 * The history table of /admin/pre-render: kind, trigger, status, start, duration and pages of each
 * build, newest first. An incremental build's written paths are in a tooltip on its page count,
 * what it submitted to IndexNow and the answer in one on its IndexNow badge;
 * "Ver log" picks the build whose log the screen shows.
 */
import { isBuildActive, type BuildRun } from '../../api/builds';
import { formatDateTime } from '../../lib/datetime';
import { Tip } from '../Tip';
import { BUILD_KIND_LABELS, buildStatusBadge, formatCount, formatDuration, indexNowStatusBadge, indexNowSummary, purgeStatusBadge, triggerLabel } from './format';
import { ScrollTable } from './ScrollTable';
import { ToneBadge } from './ToneBadge';

const COLUMNS = ['#', 'Tipo', 'Gatilho', 'Status', 'Início', 'Duração', 'Páginas', { label: 'Log', hidden: true }] as const;

/** How many written paths the tooltip lists before '…'. */
const TIP_PATHS = 8;

function PagesCell({ build }: { build: BuildRun }) {
  const paths = build.paths ?? [];
  // A build under way shows how far it got; the table polls while it runs.
  if (isBuildActive(build)) return <>{`${formatCount(build.pagesDone)} / ${formatCount(build.pagesTotal)}`}</>;
  const count = build.pages ?? (build.status === 'succeeded' ? (build.paths?.length ?? null) : null);
  if (build.kind !== 'incremental' || paths.length === 0) return <>{formatCount(count)}</>;
  const shown = paths.slice(0, TIP_PATHS);
  return (
    <Tip
      label={
        <>
          {shown.map((p) => (
            <div key={p}>{p}</div>
          ))}
          {paths.length > shown.length ? <div>… e mais {paths.length - shown.length}</div> : null}
        </>
      }
    >
      <button type="button" className="btn btn-secondary btn-small" aria-label={`${formatCount(count ?? paths.length)} páginas: ${shown.join(', ')}`}>
        {formatCount(count ?? paths.length)}
      </button>
    </Tip>
  );
}

/** The CDN purge of the build's pages, when one is configured; a failure says why in a tooltip. */
function PurgeBadge({ build }: { build: BuildRun }) {
  const badge = purgeStatusBadge(build.purgeStatus);
  if (!badge) return null;
  if (!build.purgeError || build.purgeStatus === 'succeeded') return <ToneBadge {...badge} />;
  return (
    <Tip label={build.purgeError}>
      <span tabIndex={0} aria-label={`${badge.label}: ${build.purgeError}`}>
        <ToneBadge {...badge} />
      </span>
    </Tip>
  );
}

/** The IndexNow submission of the build's URLs, when INDEXNOW_KEY is set: what was sent and the answer in a tooltip. */
function IndexNowBadge({ build }: { build: BuildRun }) {
  const badge = indexNowStatusBadge(build.indexNowStatus);
  if (!badge) return null;
  const summary = indexNowSummary(build);
  return (
    <Tip label={summary}>
      <span tabIndex={0} aria-label={`${badge.label}: ${summary}`}>
        <ToneBadge {...badge} />
      </span>
    </Tip>
  );
}

export interface BuildHistoryProps {
  items: BuildRun[];
  /** The build whose log is shown. */
  logId: number | null;
  onShowLog(id: number): void;
}

export function BuildHistory({ items, logId, onShowLog }: BuildHistoryProps) {
  return (
    <ScrollTable label="Histórico de gerações" columns={COLUMNS}>
      {items.map((build) => (
        <tr key={build.id} data-build-id={build.id}>
          <td data-label="#">{build.id}</td>
          <td data-label="Tipo">{BUILD_KIND_LABELS[build.kind] ?? build.kind}</td>
          <td data-label="Gatilho">{triggerLabel(build.trigger)}</td>
          <td data-label="Status">
            <ToneBadge {...buildStatusBadge(build.status)} /> <PurgeBadge build={build} /> <IndexNowBadge build={build} />
          </td>
          <td data-label="Início">{formatDateTime(build.startedAt)}</td>
          <td data-label="Duração">{formatDuration(build.durationMs)}</td>
          <td data-label="Páginas">
            <PagesCell build={build} />
          </td>
          <td>
            <button type="button" className="btn btn-secondary btn-small" aria-pressed={logId === build.id} onClick={() => onShowLog(build.id)}>
              Ver log<span className="sr-only"> da geração #{build.id}</span>
            </button>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
