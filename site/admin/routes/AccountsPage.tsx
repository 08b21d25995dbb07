/**
 * /admin/accounts (issue 25 item 2): the team's accounts. Administrators create one (username,
 * e-mail, role, regions) and hand over its one-time set-password link (shown once, valid 48 h),
 * change roles and regions, disable and re-enable (its sessions end at once) and issue a new link.
 */
import { useState, type FormEvent } from 'react';
import { ASSIGNABLE_ROLES, ROLE_LABELS, type Role } from '../../../shared/auth/roles';
import { LOCALES, type Locale } from '../../../shared/locales';
import { useAccounts, useCreateAccount, useNewSetPasswordLink, useUpdateAccount, type Account, type SetPasswordLink } from '../api/accounts';
import { PageHeader } from '../components/PageHeader';
import { QueryStatus } from '../components/QueryStatus';
import { useToast } from '../components/Toaster';
import { useMe } from '../api/auth';
import { formatDateTime } from '../lib/datetime';
import { describeError } from '../lib/errors';

/** The link as the person will open it: absolute, on this site. */
function LinkNotice({ username, link }: { username: string; link: SetPasswordLink }) {
  const url = new URL(link.url, window.location.origin).toString();
  return (
    <div className="notice" role="status" data-set-password-link>
      <p>
        <strong>Link de senha de {username}</strong> (válido até {formatDateTime(link.expiresAt)}; só é mostrado agora):
      </p>
      <p>
        <code data-link-url>{url}</code>
      </p>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void navigator.clipboard?.writeText(url)}>
        Copiar link
      </button>
    </div>
  );
}

function RegionBoxes({ value, onChange, name }: { value: Locale[]; onChange(v: Locale[]): void; name: string }) {
  return (
    <fieldset className="region-boxes">
      <legend>Regiões (nenhuma marcada: todas)</legend>
      {LOCALES.map((l) => (
        <label key={l}>
          <input
            type="checkbox"
            name={`${name}-${l}`}
            checked={value.includes(l)}
            onChange={(e) => onChange(e.target.checked ? [...value, l] : value.filter((r) => r !== l))}
          />{' '}
          {l}
        </label>
      ))}
    </fieldset>
  );
}

function NewAccountForm({ onLink }: { onLink(username: string, link: SetPasswordLink): void }) {
  const create = useCreateAccount();
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('author');
  const [regions, setRegions] = useState<Locale[]>([]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ username, email, role: role as Exclude<Role, 'owner'>, regions }, {
      onSuccess: (answer) => {
        if (!answer) return;
        toast({ variant: 'success', title: 'Conta criada', description: `Entregue o link de senha a ${answer.user.username}.` });
        onLink(answer.user.username, answer.setPasswordLink);
        setUsername('');
        setEmail('');
        setRegions([]);
      },
      onError: (error) => toast({ variant: 'error', ...describeError(error, 'Criar conta') }),
    });
  };
  return (
    <form className="panel" onSubmit={onSubmit} aria-label="Nova conta">
      <h2>Nova conta</h2>
      <label>
        Nome de usuário <input name="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
      </label>
      <label>
        E-mail <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </label>
      <label>
        Papel{' '}
        <select name="role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ASSIGNABLE_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <RegionBoxes value={regions} onChange={setRegions} name="new-regions" />
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        Criar conta
      </button>
    </form>
  );
}

function AccountRow({ account, self, onLink }: { account: Account; self: boolean; onLink(username: string, link: SetPasswordLink): void }) {
  const update = useUpdateAccount();
  const newLink = useNewSetPasswordLink();
  const toast = useToast();
  const owner = account.role === 'owner';
  const change = (body: { role?: Exclude<Role, 'owner'>; regions?: Locale[]; disabled?: boolean }, done: string) =>
    update.mutate({ id: account.id, body: { ...body, version: account.version } }, {
      onSuccess: () => toast({ variant: 'success', title: 'Conta alterada', description: done }),
      onError: (error) => toast({ variant: 'error', ...describeError(error, 'Alterar conta') }),
    });
  return (
    <tr data-account={account.username} data-disabled={account.disabled ? 'true' : undefined}>
      <td>
        {account.username}
        {account.disabled ? <span className="badge badge-draft">Desativada</span> : null}
        {account.setPasswordPending ? <span className="badge">Aguardando senha</span> : null}
      </td>
      <td data-label="E-mail">{account.email}</td>
      <td data-label="Papel">
        {owner ? (
          ROLE_LABELS.owner
        ) : (
          <select aria-label={`Papel de ${account.username}`} value={account.role} disabled={update.isPending}
            onChange={(e) => change({ role: e.target.value as Exclude<Role, 'owner'> }, `${account.username} agora é ${ROLE_LABELS[e.target.value as Role]}.`)}>
            {ASSIGNABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        )}
      </td>
      <td data-label="Regiões">
        {owner ? (
          'Todas'
        ) : (
          <RegionBoxes name={`regions-${account.id}`} value={account.regions}
            onChange={(regions) => change({ regions }, regions.length ? `${account.username}: regiões ${regions.join(', ')}.` : `${account.username}: todas as regiões.`)} />
        )}
      </td>
      <td>
        {owner || self ? null : (
          <>
            <button type="button" className="btn btn-secondary btn-small" disabled={update.isPending}
              onClick={() => change({ disabled: !account.disabled }, account.disabled ? `${account.username} foi reativada.` : `${account.username} foi desativada; as sessões dela terminaram.`)}>
              {account.disabled ? 'Reativar' : 'Desativar'}
            </button>
            {account.disabled ? null : (
              <button type="button" className="btn btn-secondary btn-small" disabled={newLink.isPending}
                onClick={() => newLink.mutate(account.id, {
                  onSuccess: (link) => link && onLink(account.username, link),
                  onError: (error) => toast({ variant: 'error', ...describeError(error, 'Novo link de senha') }),
                })}>
                Novo link de senha
              </button>
            )}
          </>
        )}
      </td>
    </tr>
  );
}

export function AccountsPage() {
  const accounts = useAccounts();
  const me = useMe().data;
  const [shown, setShown] = useState<{ username: string; link: SetPasswordLink }>();
  const onLink = (username: string, link: SetPasswordLink) => setShown({ username, link });
  return (
    <>
      <PageHeader title="Contas" />
      {shown ? <LinkNotice username={shown.username} link={shown.link} /> : null}
      <NewAccountForm onLink={onLink} />
      <QueryStatus query={accounts} errorTitle="Não foi possível carregar as contas" empty="Nenhuma conta." />
      {accounts.data?.items.length ? (
        <table className="data-table" aria-label="Contas">
          <thead>
            <tr>
              <th>Usuário</th>
              <th>E-mail</th>
              <th>Papel</th>
              <th>Regiões</th>
              <th>Ações</th>
            </tr>
          </thead>
          <tbody>
            {accounts.data.items.map((a) => (
              <AccountRow key={a.id} account={a} self={a.id === me?.id} onLink={onLink} />
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
