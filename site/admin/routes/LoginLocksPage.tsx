/**
 * /admin/login-locks (issue 17): the login locks in force — which account, from which address
 * block, how many failures, until when — with "Desbloquear" to lift one (recorded in the audit).
 */
import { useLiftLoginLock, useLoginLocks, type LoginLockEntry } from '../api/login-locks';
import { PageHeader } from '../components/PageHeader';
import { QueryStatus } from '../components/QueryStatus';
import { useToast } from '../components/Toaster';
import { formatDateTime } from '../lib/datetime';
import { describeError } from '../lib/errors';

const ANY_ACCOUNT = 'Todas as contas';
const ANY_ADDRESS = 'Endereços novos';

/** Words for the row's button and toast: what exactly is unlocked. */
function lockName(lock: LoginLockEntry): string {
  if (lock.account === null) return `o endereço ${lock.addressBlock}`;
  if (lock.addressBlock === null) return `a conta ${lock.account} em endereços novos`;
  return `a conta ${lock.account} no endereço ${lock.addressBlock}`;
}

function LockRow({ lock }: { lock: LoginLockEntry }) {
  const lift = useLiftLoginLock();
  const toast = useToast();
  const onLift = () =>
    lift.mutate(
      { account: lock.account, addressBlock: lock.addressBlock },
      {
        onSuccess: () => toast({ variant: 'success', title: 'Bloqueio removido', description: `Login liberado para ${lockName(lock)}.` }),
        onError: (error) => toast({ variant: 'error', ...describeError(error, 'Desbloquear') }),
      },
    );
  return (
    <tr>
      <td data-label="Conta">{lock.account ?? <span className="muted">{ANY_ACCOUNT}</span>}</td>
      <td data-label="Endereço">{lock.addressBlock ? <code>{lock.addressBlock}</code> : <span className="muted">{ANY_ADDRESS}</span>}</td>
      <td data-label="Falhas">{lock.failures}</td>
      <td data-label="Até">{formatDateTime(lock.until)}</td>
      <td>
        <button type="button" className="btn btn-secondary btn-small" onClick={onLift} disabled={lift.isPending} aria-label={`Desbloquear ${lockName(lock)}`}>
          Desbloquear
        </button>
      </td>
    </tr>
  );
}

export function LoginLocksPage() {
  const locks = useLoginLocks();
  const items = locks.data?.items ?? [];
  return (
    <>
      <PageHeader title="Bloqueios de login">
        <button type="button" className="btn btn-secondary" onClick={() => void locks.refetch()} disabled={locks.isFetching}>
          Atualizar
        </button>
      </PageHeader>
      <p className="lead">
        5 senhas erradas em 15 minutos bloqueiam a conta só no endereço de onde vieram; 20 bloqueiam o endereço em todas as contas;
        100 em uma hora, de qualquer lugar, bloqueiam a conta em endereços de onde ela nunca entrou. Os bloqueios terminam sozinhos no
        horário indicado.
      </p>
      <QueryStatus query={locks} errorTitle="Falha ao buscar os bloqueios de login" empty="Nenhum bloqueio de login em vigor." />
      {items.length > 0 ? (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Conta</th>
              <th scope="col">Endereço</th>
              <th scope="col">Falhas</th>
              <th scope="col">Até</th>
              <th scope="col">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((lock) => (
              <LockRow key={`${lock.account ?? ''}|${lock.addressBlock ?? ''}`} lock={lock} />
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
