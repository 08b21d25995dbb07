/**
 * The image picker of the post, review and product forms: a modal over the editor with the
 * library (search, pages of thumbnails) and an upload of its own. Picking hands the item to the
 * form, which stores its `imageUrl`. An image without alt text in the form's locale cannot be used
 * as it is (issue 14): the picker says so and asks for the text, saves it, then hands the image over.
 *
 * Rendered in a portal (./MediaDialog.tsx): the editor's <form> must not receive the picker's Enter keys as a submit.
 */
import { useState } from 'react';
import type { Locale } from '../../../shared/locales';
import type { MediaItem } from '../../../shared/media/contract';
import { media } from '../api/media';
import { Pagination } from '../components/Pagination';
import { QueryStatus } from '../components/QueryStatus';
import { SearchBox } from '../components/SearchBox';
import { AltTextEditor } from './AltTextEditor';
import { hasAltFor, localeLabel } from './media-text';
import { MediaDialog } from './MediaDialog';
import { MediaGrid } from './MediaGrid';
import { MediaThumb } from './MediaThumb';
import { MediaUploader } from './MediaUploader';
import { usePollWhilePending } from './use-poll-pending';

const PICKER_PAGE = 24;

export interface MediaPickerProps {
  open: boolean;
  /** The form's locale: the chosen image must have alt text in it. */
  locale: Locale;
  onPick(item: MediaItem): void;
  onClose(): void;
}

/** What the picker shows below the chosen image: "use it", or the alt text it still needs. */
export function PickChoice({ item, locale, onPick }: { item: MediaItem; locale: Locale; onPick(item: MediaItem): void }) {
  if (hasAltFor(item, locale)) {
    return (
      <div className="row-actions">
        <span className="muted">Texto alternativo ({locale}): {item.alt[locale]}</span>
        <button type="button" className="btn btn-primary" onClick={() => onPick(item)}>
          Usar esta imagem
        </button>
      </div>
    );
  }
  return (
    <div className="media-picker-alt">
      <p className="notice notice-warning" role="status">
        Esta imagem não tem texto alternativo para {localeLabel(locale)}, o idioma desta página. Escreva-o para poder usá-la.
      </p>
      <AltTextEditor item={item} locales={[locale]} saveLabel="Salvar texto e usar imagem" onSaved={onPick} />
    </div>
  );
}

function PickerBody({ locale, onPick }: { locale: Locale; onPick(item: MediaItem): void }) {
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const [chosen, setChosen] = useState<MediaItem>();
  const list = media.useList({ q, limit: PICKER_PAGE, offset });
  const items = list.data?.items ?? [];
  usePollWhilePending(items, list.refetch);
  return (
    <div className="media-picker-body">
      <MediaUploader single onUploaded={setChosen} />
      {chosen ? (
        <section className="card media-picker-chosen" aria-label="Imagem escolhida">
          <MediaThumb item={chosen} max={240} alt="" />
          <p>
            <strong>{chosen.originalName}</strong> <span className="muted">{chosen.width}×{chosen.height}</span>
          </p>
          <PickChoice item={chosen} locale={locale} onPick={onPick} />
        </section>
      ) : null}
      <div className="filters" role="search">
        <SearchBox
          label="Buscar na biblioteca"
          placeholder="Nome do arquivo ou texto alternativo"
          value={q}
          onSearch={(v) => {
            setQ(v);
            setOffset(0);
          }}
        />
      </div>
      <QueryStatus query={list} empty={q ? 'Nenhuma imagem encontrada.' : 'Nenhuma imagem na biblioteca ainda: envie uma acima.'} />
      {items.length ? <MediaGrid items={items} onSelect={setChosen} selectedId={chosen?.id} /> : null}
      {list.data ? <Pagination total={list.data.total} limit={PICKER_PAGE} offset={offset} onChange={setOffset} /> : null}
    </div>
  );
}

export function MediaPicker({ open, locale, onPick, onClose }: MediaPickerProps) {
  return (
    <MediaDialog open={open} title="Escolher imagem" closeLabel="Fechar" onClose={onClose}>
      {/* Mounted only while open: each opening starts from a fresh search and reads the list anew. */}
      {open ? <PickerBody locale={locale} onPick={onPick} /> : null}
    </MediaDialog>
  );
}
