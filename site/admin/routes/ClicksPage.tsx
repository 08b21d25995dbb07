/**
 * /admin/clicks (issue 15 item 5): the buy-link clicks of the last 7, 30 or 90 days as a chart per
 * day (stacked by region), with the most clicked products and pages. Filters (period, region,
 * product) live in the URL. Robots are not counted and nothing about the visitor is stored.
 */
import { useClicksDaily, useTopClickedPages, useTopClickedProducts, type ClickFilters } from '../api/clicks';
import { ClicksChart } from '../components/ClicksChart';
import { PageHeader } from '../components/PageHeader';
import { QueryStatus } from '../components/QueryStatus';
import { LocaleSelect, localeLabelText } from '../components/Selects';
import { useListFilters } from '../lib/use-list-filters';
import { CLICK_PERIODS, type ClickPeriod } from '../../../shared/schemas/click-analytics';
import { SITE_PATH } from '../../../shared/schemas/click';

const FILTERS = ['days', 'locale', 'productId'] as const;
const TOP_ROWS = 10;
/** The product filter offers the period's most clicked products (a product without clicks has nothing to show). */
const PRODUCT_OPTIONS = 50;
const NO_CLICKS = 'Nenhum clique no período.';

function usePageFilters(): [ClickFilters, (key: (typeof FILTERS)[number], value: string) => void] {
  const { values, setFilter } = useListFilters(FILTERS);
  const days = (CLICK_PERIODS as readonly number[]).includes(Number(values.days)) ? (Number(values.days) as ClickPeriod) : 30;
  const productId = /^\d+$/.test(values.productId) ? values.productId : '';
  return [{ days, locale: values.locale, productId }, setFilter];
}

export function ClicksPage() {
  const [filters, setFilter] = usePageFilters();
  const daily = useClicksDaily(filters);
  const products = useTopClickedProducts(filters, PRODUCT_OPTIONS);
  const pages = useTopClickedPages(filters, TOP_ROWS);
  const productItems = products.data?.items ?? [];
  const chosen = filters.productId ? productItems.find((p) => String(p.productId) === filters.productId) : undefined;
  const total = daily.data?.total ?? 0;

  return (
    <>
      <PageHeader title="Cliques" />
      <p className="lead">
        Cliques nos links de compra (loja e marketplace) por dia, em dias UTC com hoje incluído. Robôs não são contados e nada sobre o
        visitante é guardado.
      </p>
      <div className="filters" role="search">
        <select aria-label="Período" value={String(filters.days)} onChange={(e) => setFilter('days', e.target.value === '30' ? '' : e.target.value)}>
          {CLICK_PERIODS.map((d) => (
            <option key={d} value={String(d)}>
              Últimos {d} dias
            </option>
          ))}
        </select>
        <LocaleSelect aria-label="Região" emptyLabel="Todas as regiões" value={filters.locale} onChange={(e) => setFilter('locale', e.target.value)} />
        <select aria-label="Produto" value={filters.productId} onChange={(e) => setFilter('productId', e.target.value)}>
          <option value="">Todos os produtos</option>
          {filters.productId && !chosen ? <option value={filters.productId}>Produto #{filters.productId}</option> : null}
          {productItems.map((p) => (
            <option key={p.productId} value={String(p.productId)}>
              {p.title ?? `Produto removido (#${p.productId})`}
            </option>
          ))}
        </select>
      </div>
      <QueryStatus query={daily} errorTitle="Falha ao buscar os cliques" />
      {daily.data && total === 0 ? <p className="empty">{NO_CLICKS}</p> : null}
      {daily.data && total > 0 ? (
        <>
          <section aria-labelledby="clicks-per-day">
            <h2 id="clicks-per-day">
              Cliques por dia: {total.toLocaleString('pt-BR')} no total
            </h2>
            <ClicksChart points={daily.data.points} total={total} />
          </section>
          <div className="clicks-tops">
            <section aria-labelledby="top-products">
              <h2 id="top-products">Produtos mais clicados</h2>
              <QueryStatus query={products} errorTitle="Falha ao buscar os produtos mais clicados" empty="Nenhum clique em produto no período." />
              {productItems.length ? (
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">Produto</th>
                      <th scope="col">Região</th>
                      <th scope="col">Cliques</th>
                    </tr>
                  </thead>
                  <tbody>
                    {productItems.slice(0, TOP_ROWS).map((p) => (
                      <tr key={p.productId}>
                        <td>{p.title ?? <span className="muted">Produto removido (#{p.productId})</span>}</td>
                        <td data-label="Região">{p.locale ? localeLabelText(p.locale) : '—'}</td>
                        <td data-label="Cliques">{p.clicks.toLocaleString('pt-BR')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </section>
            <section aria-labelledby="top-pages">
              <h2 id="top-pages">Páginas com mais cliques</h2>
              <QueryStatus query={pages} errorTitle="Falha ao buscar as páginas com mais cliques" empty="Nenhum clique vindo de uma página no período." />
              {pages.data?.items.length ? (
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">Página</th>
                      <th scope="col">Cliques</th>
                    </tr>
                  </thead>
                  <tbody>
                    {pages.data.items.map((p) => (
                      <tr key={p.page}>
                        <td>
                          {/* Only a path of this site becomes a link: a row stored before issue 24 may hold `/\\host`. */}
                          {SITE_PATH.test(p.page) ? (
                            <a href={p.page} target="_blank" rel="noreferrer">
                              {p.page}
                            </a>
                          ) : (
                            p.page
                          )}
                        </td>
                        <td data-label="Cliques">{p.clicks.toLocaleString('pt-BR')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </section>
          </div>
        </>
      ) : null}
    </>
  );
}
