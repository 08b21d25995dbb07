/** Previous/next paging for the admin lists, with "x–y de N". */
export interface PaginationProps {
  total: number;
  limit: number;
  offset: number;
  onChange(offset: number): void;
}

export function Pagination({ total, limit, offset, onChange }: PaginationProps) {
  if (total === 0) return null;
  const from = offset + 1;
  const to = Math.min(offset + limit, total);
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className="pagination" aria-label="Paginação">
      <button type="button" className="btn btn-secondary" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
        Anterior
      </button>
      <span>
        {from}–{to} de {total} (página {page} de {pages})
      </span>
      <button type="button" className="btn btn-secondary" disabled={to >= total} onClick={() => onChange(offset + limit)}>
        Próxima
      </button>
    </nav>
  );
}
