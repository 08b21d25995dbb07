/**
 * Publish feedback in the editor (issue 26 item 3): after a save of a published item, where its
 * page stands until it is live: "Publicando…", or "Aguardando a reconstrução completa (n de N
 * páginas)" with a progress bar while the save waits for a full build, then "No ar" with a link to
 * the public page. Read from the build history (the save's answer names its build).
 */
import { useBuild } from '../api/builds';
import { usePublishTicket } from '../api/publish-ticket';
import { publishState, publishStateText } from '../lib/publish-state';
import { ProgressBar } from './publishing/ProgressBar';

interface Props {
  /** The resource's API path (`/api/admin/posts`). */
  base: string;
  itemKey: number;
  /** Only a published item has a page to go live. */
  published: boolean;
  /** The public page (`/br/slug`). */
  publicPath: string;
}

export function PublishStatus({ base, itemKey, published, publicPath }: Props) {
  const ticket = usePublishTicket(base, itemKey);
  const build = useBuild(ticket && published ? ticket.build : null).data;
  // Only while the save's build waits for a full one is that one followed.
  const waitsFor = build && (build.status === 'queued' || build.status === 'running') ? build.waitingFor : null;
  const awaited = useBuild(waitsFor).data;
  if (!ticket || !published) return null;
  const state = publishState(build ?? undefined, awaited ?? undefined);
  const text = publishStateText(state);
  return (
    <div className={`publish-status publish-${state.state}`} data-publish-state={state.state}>
      <p role="status">
        <strong>{text}</strong>
        {state.state === 'live' ? (
          <>
            {' '}
            <a href={publicPath} target="_blank" rel="noreferrer">
              Ver a página
            </a>
          </>
        ) : null}
      </p>
      {state.state === 'waiting' ? <ProgressBar label="Progresso da reconstrução completa" done={state.done} total={state.total} valueText={text} /> : null}
    </div>
  );
}
