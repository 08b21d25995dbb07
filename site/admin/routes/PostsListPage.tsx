/** /admin/posts: the posts, with search, filters (region, status, category) and paging. */
import { Link } from 'wouter';
import { shownTitle } from '../lib/shown-title';
import { posts, type AdminPostSummary } from '../api/posts';
import { DeleteButton } from '../components/DeleteButton';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { QueryStatus } from '../components/QueryStatus';
import { SearchBox } from '../components/SearchBox';
import { CategorySelect, LocaleSelect, StatusSelect, localeLabelText, useCategoryName } from '../components/Selects';
import { StatusBadge } from '../components/StatusBadge';
import { formatDateTime } from '../lib/datetime';
import { PAGE_SIZE, useListFilters } from '../lib/use-list-filters';

const FILTERS = ['q', 'locale', 'status', 'categoryId'] as const;

export function PostsListPage() {
  const filters = useListFilters(FILTERS);
  const list = posts.useList({ ...filters.values, limit: PAGE_SIZE, offset: filters.offset });
  const remove = posts.useDelete();
  const categoryName = useCategoryName();
  const items = (list.data?.items ?? []) as AdminPostSummary[];

  return (
    <>
      <PageHeader title="Posts">
        <Link href="/admin/posts/new" className="btn btn-primary">
          Novo post
        </Link>
      </PageHeader>
      <div className="filters" role="search">
        <SearchBox label="Buscar posts" placeholder="Buscar por título ou resumo" value={filters.values.q} onSearch={(v) => filters.setFilter('q', v)} />
        <LocaleSelect aria-label="Região" emptyLabel="Todas as regiões" value={filters.values.locale} onChange={(e) => filters.setFilter('locale', e.target.value)} />
        <StatusSelect aria-label="Status" emptyLabel="Todos os status" value={filters.values.status} onChange={(e) => filters.setFilter('status', e.target.value)} />
        <CategorySelect aria-label="Categoria" emptyLabel="Todas as categorias" value={filters.values.categoryId} onChange={(e) => filters.setFilter('categoryId', e.target.value)} />
      </div>
      <QueryStatus query={list} empty="Nenhum post encontrado com estes filtros." />
      {items.length > 0 ? (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Título</th>
              <th scope="col">Região</th>
              <th scope="col">Status</th>
              <th scope="col">Categoria</th>
              <th scope="col">Atualizado</th>
              <th scope="col">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((post) => (
              <tr key={post.id}>
                <td>
                  <Link href={`/admin/edit/${post.id}`}>{shownTitle(post.title, post.locale)}</Link>
                  <div className="muted">/{post.locale}/{post.slug}</div>
                </td>
                <td data-label="Região">{localeLabelText(post.locale)}</td>
                <td data-label="Status">
                  <StatusBadge status={post.status} publishAt={post.publishAt} />
                </td>
                <td data-label="Categoria">{categoryName(post.categoryId)}</td>
                <td data-label="Atualizado">{formatDateTime(post.updatedAt)}</td>
                <td className="row-actions">
                  <Link href={`/admin/edit/${post.id}`} className="btn btn-secondary btn-small">
                    Editar
                  </Link>
                  <DeleteButton what={`o post "${shownTitle(post.title, post.locale)}"`} onDelete={() => remove.mutateAsync(post.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {list.data ? <Pagination total={list.data.total} limit={PAGE_SIZE} offset={filters.offset} onChange={filters.setOffset} /> : null}
    </>
  );
}
