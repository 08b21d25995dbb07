/**
 * A build's log on /admin/pre-render: the tail in a scrollable <pre>, inside a <details> so a long
 * log folds away (open by default when the build failed: the end of the log says why).
 */
import type { BuildDetail } from '../../api/builds';
import { isBuildActive } from '../../api/builds';
import { formatCount, logTail } from './format';

/** Lines of the tail; a full build logs one line per page batch plus its summary. */
const TAIL_LINES = 200;

export function BuildLog({ build }: { build: BuildDetail }) {
  const tail = logTail(build.log ?? '', TAIL_LINES);
  return (
    <details className="collapsible panel" open={build.status === 'failed' || undefined} key={build.id}>
      <summary>
        Log da geração #{build.id}
        {isBuildActive(build) ? ' (ao vivo)' : ''}
      </summary>
      {tail.text ? (
        <>
          {tail.omitted > 0 ? <p className="muted">Mostrando as últimas {TAIL_LINES} linhas ({formatCount(tail.omitted)} anteriores omitidas).</p> : null}
          <pre className="code-block" tabIndex={0} aria-label={`Log da geração #${build.id}`}>
            {tail.text}
          </pre>
        </>
      ) : (
        <p className="empty">O log está vazio.</p>
      )}
    </details>
  );
}
