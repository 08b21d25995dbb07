/** /admin/media/{id}: one image — preview, file facts, its URL, alt text per locale, replace, delete. */
import { Link } from 'wouter';
import { media } from '../api/media';
import { ItemLoader } from '../components/ItemLoader';
import { useLeaveTo } from '../components/NavGuard';
import { NotFound } from '../components/NotFound';
import { PageHeader } from '../components/PageHeader';
import { formatDateTime } from '../lib/datetime';
import { AltTextEditor } from '../media/AltTextEditor';
import { AltSummary } from '../media/MediaGrid';
import { MediaDeleteButton } from '../media/MediaDeleteButton';
import { formatBytes } from '../media/media-text';
import { MediaReplaceInput } from '../media/MediaReplaceInput';
import { MediaThumb } from '../media/MediaThumb';
import { FocalPointPicker } from '../media/FocalPointPicker';
import { usePollWhilePending } from '../media/use-poll-pending';
import { VariantsStatus } from '../media/VariantsStatus';
import { parseId } from './route-params';

export function MediaItemPage({ params }: { params: { id?: string } }) {
  const id = parseId(params.id);
  const query = media.useItem(id);
  const remove = media.useDelete();
  const leaveTo = useLeaveTo();
  // A fresh upload's (or a new focal point's) files are being made: show them when they are.
  usePollWhilePending(query.data ? [query.data] : [], query.refetch);
  if (id === undefined) return <NotFound what="Imagem" back="/admin/media" />;
  return (
    <ItemLoader query={query} what="Imagem" back="/admin/media">
      {(item) => (
        <>
          <PageHeader title={item.originalName} />
          <p>
            <Link href="/admin/media">← Voltar para a biblioteca</Link>
          </p>
          <div className="media-detail">
            <figure className="media-detail-image">
              <MediaThumb item={item} max={480} />
              <figcaption>
                <AltSummary item={item} /> <VariantsStatus item={item} />
              </figcaption>
            </figure>
            <dl className="media-facts">
              <dt>Dimensões</dt>
              <dd>
                {item.width}×{item.height} px
              </dd>
              <dt>Arquivo</dt>
              <dd>
                {item.mime}, {formatBytes(item.bytes)}
              </dd>
              <dt>Enviada em</dt>
              <dd>{formatDateTime(item.createdAt)}</dd>
              <dt>Endereço</dt>
              <dd>
                <code className="media-url">{item.imageUrl}</code>
              </dd>
            </dl>
          </div>
          <section className="card">
            <h2>Texto alternativo</h2>
            <p className="muted">Descreve a imagem para leitores de tela e buscadores. Obrigatório no idioma de cada página que usa a imagem.</p>
            <AltTextEditor item={item} />
          </section>
          <section className="card">
            <h2>Ponto focal</h2>
            <p className="muted">A parte da imagem que deve aparecer sempre: o destaque, os cards e a imagem de compartilhamento são recortados em volta dela.</p>
            <FocalPointPicker item={item} />
          </section>
          <section className="card">
            <h2>Substituir</h2>
            <p className="muted">O novo arquivo passa a aparecer em todas as páginas que usam esta imagem; os textos alternativos são mantidos.</p>
            <MediaReplaceInput item={item} />
          </section>
          <section className="card">
            <h2>Excluir</h2>
            <p className="muted">Uma imagem usada por um post, avaliação ou produto não pode ser excluída.</p>
            <MediaDeleteButton name={item.originalName} onDelete={() => remove.mutateAsync(item.id)} onDeleted={() => leaveTo('/admin/media')} />
          </section>
        </>
      )}
    </ItemLoader>
  );
}
