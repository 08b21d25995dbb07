/**
 * /admin/sessions (issue 17): the admins' live sessions — who, since when, last use, from which
 * address and browser, which one is this — with "Encerrar" per session and "Encerrar todas as
 * outras" for one's own. An ended session is sent to the login on its next request.
 */
import { useEndOtherSessions, useEndSession, useSessions, type AdminSessionEntry } from '../api/sessions';
import { PageHeader } from '../components/PageHeader';
import { QueryStatus } from '../components/QueryStatus';
import { useToast } from '../components/Toaster';
import { formatDateTime } from '../lib/datetime';
import { describeError } from '../lib/errors';

/** Words for the row's button and toast: whose session, in which browser. */
function sessionName(session: AdminSessionEntry): string {
  return `a sessão de ${session.username}${session.device ? ` (${session.device})` : ''}`;
}

function SessionRow({ session }: { session: AdminSessionEntry }) {
  const end = useEndSession();
  const toast = useToast();
  const onEnd = () =>
    end.mutate(session.id, {
      onSuccess: () => toast({ variant: 'success', title: 'Sessão encerrada', description: `Encerramos ${sessionName(session)}.` }),
      onError: (error) => toast({ variant: 'error', ...describeError(error, 'Encerrar sessão') }),
    });
  return (
    <tr data-session-id={session.id} aria-current={session.current ? 'true' : undefined}>
      <td>
        {session.username}
        {session.current ? <span className="badge">Esta sessão</span> : null}
      </td>
      <td data-label="Navegador">{session.device ?? <span className="muted">Navegador desconhecido</span>}</td>
      <td data-label="Endereço">{session.ip ? <code>{session.ip}</code> : <span className="muted">—</span>}</td>
      <td data-label="Início">{formatDateTime(session.createdAt)}</td>
      <td data-label="Último uso">{formatDateTime(session.lastSeenAt)}</td>
      <td>
        {session.current ? null : (
          <button type="button" className="btn btn-secondary btn-small" onClick={onEnd} disabled={end.isPending} aria-label={`Encerrar ${sessionName(session)}`}>
            Encerrar
          </button>
        )}
      </td>
    </tr>
  );
}

export function SessionsPage() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const toast = useToast();
  const items = sessions.data?.items ?? [];
  const myOthers = items.filter((s) => s.mine && !s.current).length;
  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (ended) =>
        toast({ variant: 'success', title: 'Sessões encerradas', description: ended === 1 ? 'Encerramos 1 outra sessão sua.' : `Encerramos ${ended} outras sessões suas.` }),
      onError: (error) => toast({ variant: 'error', ...describeError(error, 'Encerrar as outras sessões') }),
    });
  return (
    <>
      <PageHeader title="Sessões">
        <button type="button" className="btn btn-secondary" onClick={() => void sessions.refetch()} disabled={sessions.isFetching}>
          Atualizar
        </button>
        <button type="button" className="btn btn-primary" onClick={onEndOthers} disabled={endOthers.isPending || myOthers === 0}>
          Encerrar todas as outras
        </button>
      </PageHeader>
      <p className="lead">
        Os acessos ao painel abertos agora, o usado mais recentemente primeiro. Uma sessão termina após 12 horas sem uso ou 7 dias
        após o login. Encerre as que você não reconhece: quem as usa volta para a tela de login. "Encerrar todas as outras" encerra as
        suas sessões em outros navegadores e mantém esta.
      </p>
      <QueryStatus query={sessions} errorTitle="Falha ao buscar as sessões" empty="Nenhuma sessão aberta." />
      {items.length > 0 ? (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Usuário</th>
              <th scope="col">Navegador</th>
              <th scope="col">Endereço</th>
              <th scope="col">Início</th>
              <th scope="col">Último uso</th>
              <th scope="col">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
