/**
 * /admin/media (issue 14): the image library. Upload (pick or drop, several at once), search by
 * file name or alt text, a paged grid of thumbnails that shows which locales still lack alt text.
 */
import { media } from '../api/media';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { QueryStatus } from '../components/QueryStatus';
import { SearchBox } from '../components/SearchBox';
import { PAGE_SIZE, useListFilters } from '../lib/use-list-filters';
import { MediaGrid } from '../media/MediaGrid';
import { MediaUploader } from '../media/MediaUploader';
import { usePollWhilePending } from '../media/use-poll-pending';

const FILTERS = ['q'] as const;

export function MediaPage() {
  const filters = useListFilters(FILTERS);
  const list = media.useList({ ...filters.values, limit: PAGE_SIZE, offset: filters.offset });
  const items = list.data?.items ?? [];
  // Thumbnails of fresh uploads show their variants' progress until they are all made.
  usePollWhilePending(items, list.refetch);
  return (
    <>
      <PageHeader title="Mídia" />
      <p className="muted">
        Imagens enviadas aqui ganham versões AVIF e WebP em vários tamanhos. Uma imagem só pode ir para uma página depois de ter texto alternativo no idioma dessa página.
      </p>
      <MediaUploader />
      <div className="filters" role="search">
        <SearchBox label="Buscar imagens" placeholder="Nome do arquivo ou texto alternativo" value={filters.values.q} onSearch={(v) => filters.setFilter('q', v)} />
      </div>
      <QueryStatus query={list} empty={filters.values.q ? 'Nenhuma imagem encontrada.' : 'Nenhuma imagem na biblioteca ainda.'} />
      {items.length ? <MediaGrid items={items} /> : null}
      {list.data ? <Pagination total={list.data.total} limit={PAGE_SIZE} offset={filters.offset} onChange={filters.setOffset} /> : null}
    </>
  );
}
