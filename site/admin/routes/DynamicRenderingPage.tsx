/**
 * /admin/dynamic-rendering (issue 5): how each route type reaches the visitor (pre-rendered, API or
 * client), when each written page was last rendered (searchable, paged), and re-rendering one URL
 * now with the result in a toast.
 */
import { useRenderRoutes, useRenderedPages } from '../api/rendering';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { formatBytes, RENDER_MODE_BADGES } from '../components/publishing/format';
import { RenderNowForm } from '../components/publishing/RenderNowForm';
import { ScrollTable } from '../components/publishing/ScrollTable';
import { ToneBadge } from '../components/publishing/ToneBadge';
import { useRenderWithToast } from '../components/publishing/use-render-now';
import { QueryStatus } from '../components/QueryStatus';
import { SearchBox } from '../components/SearchBox';
import { LocaleSelect } from '../components/Selects';
import { formatDateTime } from '../lib/datetime';
import { PAGE_SIZE, useListFilters } from '../lib/use-list-filters';

const FILTERS = ['q', 'locale'] as const;
const ROUTE_COLUMNS = ['Rota', 'Página', 'Renderização', 'Exemplo'] as const;
const PAGE_COLUMNS = ['Caminho', 'Última renderização', 'Tamanho', { label: 'Ações', hidden: true }] as const;

function RouteTypes() {
  const routes = useRenderRoutes();
  const items = routes.data?.items ?? [];
  return (
    <>
      <QueryStatus query={routes} errorTitle="Falha ao buscar os tipos de rota" empty="Nenhum tipo de rota informado." />
      {items.length > 0 ? (
        <ScrollTable label="Tipos de rota" columns={ROUTE_COLUMNS}>
          {items.map((route) => (
            <tr key={route.route}>
              <td>
                <code>{route.route}</code>
              </td>
              <td data-label="Página">{route.label}</td>
              <td data-label="Renderização">
                <ToneBadge {...(RENDER_MODE_BADGES[route.mode] ?? { label: route.mode, tone: 'neutral' })} />
              </td>
              <td data-label="Exemplo">
                {route.example ? (
                  <a href={route.example} target="_blank" rel="noopener noreferrer">
                    {route.example}
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
    </>
  );
}

export function DynamicRenderingPage() {
  const filters = useListFilters(FILTERS);
  const pages = useRenderedPages({ ...filters.values, limit: PAGE_SIZE, offset: filters.offset });
  const render = useRenderWithToast();
  const items = pages.data?.items ?? [];
  return (
    <>
      <PageHeader title="Renderização dinâmica" />
      <p className="lead">
        Pré-renderizada: HTML gerado antes, servido como arquivo. API: respondida pelo servidor a cada pedido. Cliente: montada no navegador.
      </p>

      <h2 className="section-title">Tipos de rota</h2>
      <RouteTypes />

      <h2 className="section-title">Renderizar uma URL agora</h2>
      <p className="muted">A página é gerada de novo com os dados atuais e substitui a publicada na hora, sem esperar uma geração completa.</p>
      <RenderNowForm pending={render.pending} onRender={(path) => render.run(path)} />

      <h2 className="section-title">Páginas publicadas</h2>
      <div className="filters" role="search">
        <SearchBox label="Buscar páginas" placeholder="Parte do caminho, como /br/fones" value={filters.values.q} onSearch={(v) => filters.setFilter('q', v)} />
        <LocaleSelect aria-label="Região" emptyLabel="Todas as regiões" value={filters.values.locale} onChange={(e) => filters.setFilter('locale', e.target.value)} />
      </div>
      <QueryStatus query={pages} errorTitle="Falha ao buscar as páginas publicadas" empty="Nenhuma página encontrada com estes filtros." />
      {items.length > 0 ? (
        <ScrollTable label="Páginas publicadas" columns={PAGE_COLUMNS}>
          {items.map((page) => (
            <tr key={page.path}>
              <td>
                <a href={page.path} target="_blank" rel="noopener noreferrer">
                  {page.path}
                </a>
              </td>
              <td data-label="Última renderização">{formatDateTime(page.renderedAt)}</td>
              <td data-label="Tamanho">{formatBytes(page.bytes)}</td>
              <td>
                <button type="button" className="btn btn-secondary btn-small" disabled={render.pending} onClick={() => render.run(page.path)}>
                  {render.pendingPath === page.path ? 'Renderizando...' : 'Renderizar'}
                  <span className="sr-only"> {page.path}</span>
                </button>
              </td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
      {pages.data ? <Pagination total={pages.data.total} limit={PAGE_SIZE} offset={filters.offset} onChange={filters.setOffset} /> : null}
    </>
  );
}
