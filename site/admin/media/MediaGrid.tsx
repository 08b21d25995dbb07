/**
 * The library as a grid of thumbnails: each card shows the file name, its size in pixels and which
 * locales still lack alt text. `onSelect` makes the cards buttons (the picker); otherwise they
 * link to the item's screen.
 */
import { Link } from 'wouter';
import type { MediaItem } from '../../../shared/media/contract';
import { missingAltLocales } from './media-text';
import { MediaThumb } from './MediaThumb';
import { VariantsStatus } from './VariantsStatus';

export interface MediaGridProps {
  items: readonly MediaItem[];
  onSelect?(item: MediaItem): void;
  selectedId?: number;
}

/** "Sem alt: it, mx" or "Alt completo". */
export function AltSummary({ item }: { item: MediaItem }) {
  const missing = missingAltLocales(item);
  if (!missing.length) return <span className="badge badge-ok">Alt completo</span>;
  return (
    <span className="badge badge-warn" title="Regiões sem texto alternativo">
      Sem alt: {missing.join(', ')}
    </span>
  );
}

function CardBody({ item }: { item: MediaItem }) {
  return (
    <>
      <span className="media-card-image">
        <MediaThumb item={item} />
        <VariantsStatus item={item} />
      </span>
      <span className="media-card-name">{item.originalName}</span>
      <span className="muted">
        {item.width}×{item.height}
      </span>
      <AltSummary item={item} />
    </>
  );
}

export function MediaGrid({ items, onSelect, selectedId }: MediaGridProps) {
  return (
    <ul className="media-grid" aria-label="Imagens da biblioteca">
      {items.map((item) => (
        <li key={item.id} className={`media-card${item.id === selectedId ? ' media-card-selected' : ''}`} data-media-id={item.id}>
          {onSelect ? (
            <button type="button" className="media-card-button" onClick={() => onSelect(item)} aria-pressed={item.id === selectedId} aria-label={`Escolher ${item.originalName}`}>
              <CardBody item={item} />
            </button>
          ) : (
            <Link href={`/admin/media/${item.id}`} className="media-card-button" aria-label={`Abrir ${item.originalName}`}>
              <CardBody item={item} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
