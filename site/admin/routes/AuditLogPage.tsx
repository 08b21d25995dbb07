/**
 * /admin/audit: who changed what and when, filterable, with a before/after view per entry. Each
 * entry names its item by its current title with a link to its screen (issue 26), and says where
 * an account event came from (the CLI's machine and system user, a login's network).
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { auditLog } from '../api/audit-log';
import type { AuditEntry } from '../api/types';
import { AuditDiff } from '../components/AuditDiff';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionLabel, auditEntityLabel, auditItemLink, auditOrigin } from '../lib/audit-labels';
import { formatDateTime } from '../lib/datetime';
import { PAGE_SIZE, useListFilters } from '../lib/use-list-filters';
import { QueryStatus } from '../components/QueryStatus';

const FILTERS = ['entity', 'action', 'entityId', 'userId'] as const;

const ENTITIES = AUDIT_ENTITIES;
const ACTIONS = AUDIT_ACTIONS;

/** Audit snapshots are rows (objects); anything else is shown as a single value. */
function asRecord(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { valor: value };
}

/** The title a snapshot recorded, for an item deleted since (no link then). */
function snapshotTitle(entry: AuditEntry): string | undefined {
  for (const side of [entry.after, entry.before]) {
    const record = asRecord(side);
    const title = record?.title ?? record?.username ?? record?.originalName;
    if (typeof title === 'string' && title !== '') return title;
  }
  return undefined;
}

/** "Post · <título com link>", or the recorded title, or the id when nothing better is known. */
function ItemCell({ entry }: { entry: AuditEntry }) {
  const link = entry.itemTitle === null ? undefined : auditItemLink(entry.entity, entry.entityId);
  const title = entry.itemTitle ?? snapshotTitle(entry);
  return (
    <>
      <span className="audit-entity">{auditEntityLabel(entry.entity)}</span>
      {link ? (
        <>
          {' · '}
          <Link href={link}>{entry.itemTitle}</Link>
        </>
      ) : title ? (
        <>
          {' · '}
          {title}
          {entry.action !== 'delete' ? null : <span className="muted"> (excluído)</span>}
        </>
      ) : entry.entityId ? (
        <>
          {' '}
          <code>{entry.entityId}</code>
        </>
      ) : null}
    </>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <tr>
        <td data-label="Quando">{formatDateTime(entry.createdAt)}</td>
        <td data-label="Quem">{entry.username ?? (entry.userId === null ? 'sistema' : `#${entry.userId}`)}</td>
        <td data-label="Ação">{auditActionLabel(entry.action)}</td>
        <td data-label="Item">
          <ItemCell entry={entry} />
        </td>
        <td data-label="Origem">{auditOrigin(entry.after) ?? ''}</td>
        <td>
          <button type="button" className="btn btn-secondary btn-small" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Ocultar' : 'Ver mudanças'}
          </button>
        </td>
      </tr>
      {open ? (
        <tr className="audit-detail">
          <td colSpan={6}>
            <AuditDiff before={asRecord(entry.before)} after={asRecord(entry.after)} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

export function AuditLogPage() {
  const filters = useListFilters(FILTERS);
  const list = auditLog.useList({ ...filters.values, limit: PAGE_SIZE, offset: filters.offset });
  const items = list.data?.items ?? [];
  return (
    <>
      <PageHeader title="Auditoria" />
      <div className="filters" role="search">
        <select aria-label="Tipo de item" value={filters.values.entity} onChange={(e) => filters.setFilter('entity', e.target.value)}>
          <option value="">Todos os tipos</option>
          {Object.entries(ENTITIES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <select aria-label="Ação" value={filters.values.action} onChange={(e) => filters.setFilter('action', e.target.value)}>
          <option value="">Todas as ações</option>
          {Object.entries(ACTIONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <input aria-label="Id do item" placeholder="Id do item" value={filters.values.entityId} onChange={(e) => filters.setFilter('entityId', e.target.value.trim())} maxLength={64} />
      </div>
      <QueryStatus query={list} empty="Nenhum registro com estes filtros." />
      {items.length > 0 ? (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Quando</th>
              <th scope="col">Quem</th>
              <th scope="col">Ação</th>
              <th scope="col">Item</th>
              <th scope="col">Origem</th>
              <th scope="col">
                <span className="sr-only">Detalhes</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      ) : null}
      {list.data ? <Pagination total={list.data.total} limit={PAGE_SIZE} offset={filters.offset} onChange={filters.setOffset} /> : null}
    </>
  );
}
