/** /admin/products: products with search (title, ASIN, brand), filters and paging. */
import { Link } from 'wouter';
import { formatCents } from '../../../shared/format/price';
import { isLocale } from '../../../shared/locales';
import { products } from '../api/products';
import { DeleteButton } from '../components/DeleteButton';
import { LINK_FLAG_LABELS, LinkFlagBadge } from '../components/LinkFlag';
import { NEEDS_DETAILS_LABEL, NeedsDetailsBadge } from '../components/NeedsDetails';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { QueryStatus } from '../components/QueryStatus';
import { SearchBox } from '../components/SearchBox';
import { PRODUCT_STATUSES } from '../forms/statuses';
import { CategorySelect, LocaleSelect, StatusSelect, localeLabelText } from '../components/Selects';
import { StatusBadge } from '../components/StatusBadge';
import { formatDateTime } from '../lib/datetime';
import { PAGE_SIZE, useListFilters } from '../lib/use-list-filters';

const FILTERS = ['q', 'locale', 'status', 'premium', 'categoryId', 'link', 'needsDetails'] as const;

export function ProductsListPage() {
  const filters = useListFilters(FILTERS);
  const list = products.useList({ ...filters.values, limit: PAGE_SIZE, offset: filters.offset });
  const remove = products.useDelete();
  const items = list.data?.items ?? [];
  return (
    <>
      <PageHeader title="Produtos">
        <Link href="/admin/products/new" className="btn btn-primary">
          Novo produto
        </Link>
      </PageHeader>
      <div className="filters" role="search">
        <SearchBox label="Buscar produtos" placeholder="Título, ASIN ou marca" value={filters.values.q} onSearch={(v) => filters.setFilter('q', v)} />
        <LocaleSelect aria-label="Região" emptyLabel="Todas as regiões" value={filters.values.locale} onChange={(e) => filters.setFilter('locale', e.target.value)} />
        <StatusSelect statuses={PRODUCT_STATUSES} aria-label="Status" emptyLabel="Todos os status" value={filters.values.status} onChange={(e) => filters.setFilter('status', e.target.value)} />
        <select aria-label="Premium" value={filters.values.premium} onChange={(e) => filters.setFilter('premium', e.target.value)}>
          <option value="">Premium e comuns</option>
          <option value="true">Só premium</option>
          <option value="false">Só comuns</option>
        </select>
        <CategorySelect aria-label="Categoria" emptyLabel="Todas as categorias" value={filters.values.categoryId} onChange={(e) => filters.setFilter('categoryId', e.target.value)} />
        <select aria-label="Links" value={filters.values.link} onChange={(e) => filters.setFilter('link', e.target.value)}>
          <option value="">Todos os links</option>
          <option value="flagged">Com problema</option>
          <option value="findings">Com achados da verificação</option>
          <option value="dead">{LINK_FLAG_LABELS.dead}</option>
          <option value="out_of_stock">{LINK_FLAG_LABELS.out_of_stock}</option>
        </select>
        <select aria-label="Detalhes" value={filters.values.needsDetails} onChange={(e) => filters.setFilter('needsDetails', e.target.value)}>
          <option value="">Com e sem detalhes</option>
          <option value="true">Só {NEEDS_DETAILS_LABEL.toLowerCase()}</option>
          <option value="false">Só com detalhes</option>
        </select>
      </div>
      <QueryStatus query={list} empty="Nenhum produto encontrado com estes filtros." />
      {items.length > 0 ? (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Produto</th>
              <th scope="col">ASIN</th>
              <th scope="col">Região</th>
              <th scope="col">Preço</th>
              <th scope="col">Status</th>
              <th scope="col">Atualizado</th>
              <th scope="col">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link href={`/admin/products/edit/${p.id}`}>{p.title}</Link>
                  {p.premium ? <span className="badge badge-premium">Premium</span> : null}
                  <LinkFlagBadge product={p} />
                  <NeedsDetailsBadge product={p} />
                  <div className="muted">{p.brand ?? ''}</div>
                </td>
                <td data-label="ASIN">
                  <code>{p.asin}</code>
                </td>
                <td data-label="Região">{localeLabelText(p.locale)}</td>
                <td data-label="Preço">{p.priceCents == null ? '—' : isLocale(p.locale) ? formatCents(p.priceCents, p.locale, p.currency) : p.priceCents / 100}</td>
                <td data-label="Status">
                  <StatusBadge status={p.status} />
                </td>
                <td data-label="Atualizado">{formatDateTime(p.updatedAt)}</td>
                <td className="row-actions">
                  <Link href={`/admin/products/edit/${p.id}`} className="btn btn-secondary btn-small">
                    Editar
                  </Link>
                  <Link href={`/admin/products/${p.id}/reviews`} className="btn btn-secondary btn-small">
                    Avaliações
                  </Link>
                  <DeleteButton what={`o produto "${p.title}"`} onDelete={() => remove.mutateAsync(p.id)} />
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
