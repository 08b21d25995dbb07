/** /admin/contact: messages from the contact form; open, mark read/unread, delete. */
import { useState } from 'react';
import { contactMessages } from '../api/contact-messages';
import type { AdminContactMessage } from '../api/types';
import { DeleteButton } from '../components/DeleteButton';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { QueryStatus } from '../components/QueryStatus';
import { SearchBox } from '../components/SearchBox';
import { LocaleSelect, localeLabelText } from '../components/Selects';
import { useToast } from '../components/Toaster';
import { formatDateTime } from '../lib/datetime';
import { describeError } from '../lib/errors';
import { PAGE_SIZE, useListFilters } from '../lib/use-list-filters';

const FILTERS = ['q', 'locale', 'read'] as const;

function MessageRow({ message }: { message: AdminContactMessage }) {
  const [open, setOpen] = useState(false);
  const update = contactMessages.useUpdate();
  const remove = contactMessages.useDelete();
  const toast = useToast();
  const setRead = (read: boolean) =>
    update.mutate({ key: message.id, body: { read } }, { onError: (error) => toast({ variant: 'error', ...describeError(error) }) });
  const toggle = () => {
    setOpen(!open);
    // Opening an unread message reads it, as in any mail client.
    if (!open && !message.readAt) setRead(true);
  };
  return (
    <li className={`message${message.readAt ? '' : ' message-unread'}`}>
      <button type="button" className="message-summary" aria-expanded={open} onClick={toggle}>
        <span className="message-from">
          {message.readAt ? null : <span className="badge badge-new">Nova</span>} {message.name} &lt;{message.email}&gt;
        </span>
        <span className="message-subject">{message.subject ?? '(sem assunto)'}</span>
        <span className="muted">
          {localeLabelText(message.locale)} · {formatDateTime(message.createdAt)}
        </span>
      </button>
      {open ? (
        <div className="message-body">
          <p className="message-text">{message.message}</p>
          <div className="row-actions">
            <a className="btn btn-secondary btn-small" href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject ?? ''}`)}`}>
              Responder por e-mail
            </a>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => setRead(!message.readAt)} disabled={update.isPending}>
              {message.readAt ? 'Marcar como não lida' : 'Marcar como lida'}
            </button>
            <DeleteButton what={`a mensagem de ${message.name}`} onDelete={() => remove.mutateAsync(message.id)} />
          </div>
        </div>
      ) : null}
    </li>
  );
}

export function ContactInboxPage() {
  const filters = useListFilters(FILTERS);
  const list = contactMessages.useList({ ...filters.values, limit: PAGE_SIZE, offset: filters.offset });
  const items = list.data?.items ?? [];
  return (
    <>
      <PageHeader title="Mensagens de contato" />
      <div className="filters" role="search">
        <SearchBox label="Buscar mensagens" placeholder="Nome, e-mail ou assunto" value={filters.values.q} onSearch={(v) => filters.setFilter('q', v)} />
        <LocaleSelect aria-label="Região" emptyLabel="Todas as regiões" value={filters.values.locale} onChange={(e) => filters.setFilter('locale', e.target.value)} />
        <select aria-label="Lidas" value={filters.values.read} onChange={(e) => filters.setFilter('read', e.target.value)}>
          <option value="">Lidas e não lidas</option>
          <option value="false">Não lidas</option>
          <option value="true">Lidas</option>
        </select>
      </div>
      <QueryStatus query={list} empty="Nenhuma mensagem." />
      <ul className="message-list">
        {items.map((m) => (
          <MessageRow key={m.id} message={m} />
        ))}
      </ul>
      {list.data ? <Pagination total={list.data.total} limit={PAGE_SIZE} offset={filters.offset} onChange={filters.setOffset} /> : null}
    </>
  );
}
