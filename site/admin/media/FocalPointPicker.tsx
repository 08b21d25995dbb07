/**
 * The focal point of an image (issue 26 item 7): the editor clicks the part of the picture that must
 * always show (or moves the mark with the arrow keys), sees the crops the site cuts from it (16:9
 * hero, square card, 1200×630 share card) and saves; every crop on the site then keeps that point
 * in view, and the pages showing the image are published again.
 */
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { FocalPoint, MediaItem } from '../../../shared/media/contract';
import { useSaveMediaAlt } from '../api/media';
import { conflictCurrent } from '../api/resource';
import { useToast } from '../components/Toaster';
import { describeError } from '../lib/errors';
import { focalFromClick, focalFromKey, focalPosition, focalText } from './focal-point';

const CROPS = [
  { name: 'Destaque (16:9)', ratio: '16 / 9' },
  { name: 'Card (1:1)', ratio: '1 / 1' },
  { name: 'Compartilhamento (1200×630)', ratio: '1200 / 630' },
] as const;

export function FocalPointPicker({ item }: { item: MediaItem }) {
  const [focal, setFocal] = useState<FocalPoint | null>(item.focal);
  const [version, setVersion] = useState(item.version);
  const [error, setError] = useState<string>();
  const save = useSaveMediaAlt();
  const toast = useToast();
  useEffect(() => {
    setFocal(item.focal);
    setVersion(item.version);
  }, [item.id, item.version]); // eslint-disable-line react-hooks/exhaustive-deps -- the item's identity changes on every poll
  const changed = focal?.x !== item.focal?.x || focal?.y !== item.focal?.y;
  const pick = (e: MouseEvent<HTMLButtonElement>) => setFocal(focalFromClick(e.clientX, e.clientY, e.currentTarget.getBoundingClientRect()));
  const nudge = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = focalFromKey(e.key, focal ?? { x: 0.5, y: 0.5 });
    if (!next) return;
    e.preventDefault();
    setFocal(next);
  };
  const submit = async (value: FocalPoint | null) => {
    setError(undefined);
    try {
      const saved = await save.mutateAsync({ id: item.id, body: { focal: value, version } });
      if (!saved) return;
      toast({ variant: 'success', title: value ? 'Ponto focal salvo' : 'Ponto focal removido', description: 'Os recortes e as páginas que usam a imagem são atualizados em instantes.' });
    } catch (err) {
      const current = conflictCurrent<MediaItem>(err);
      if (current) {
        setVersion(current.version);
        setError('Outra pessoa alterou esta imagem enquanto você editava. Salve de novo para gravar o seu ponto focal.');
        return;
      }
      setError(describeError(err).description);
    }
  };
  const position = focalPosition(focal);
  return (
    <div className="focal-picker" role="group" aria-label="Ponto focal">
      <button type="button" className="focal-picker-image" onClick={pick} onKeyDown={nudge} aria-label={`Ponto focal: ${focalText(focal)}. Clique na parte da imagem que deve aparecer sempre, ou use as setas.`}>
        <img src={item.imageUrl} alt="" width={item.width} height={item.height} draggable={false} />
        {focal ? <span className="focal-picker-mark" style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }} aria-hidden="true" /> : null}
      </button>
      <p className="muted" data-focal-text>
        Ponto focal: {focalText(focal)}
      </p>
      <ul className="focal-crops" aria-label="Recortes com este ponto focal">
        {CROPS.map((crop) => (
          <li key={crop.name}>
            <img src={item.thumbnailUrl} alt="" style={{ aspectRatio: crop.ratio, objectPosition: position }} />
            <span className="muted">{crop.name}</span>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="focal-actions">
        <button type="button" className="btn btn-primary" disabled={!changed || save.isPending} onClick={() => void submit(focal)}>
          {save.isPending ? 'Salvando...' : 'Salvar ponto focal'}
        </button>
        {item.focal ? (
          <button type="button" className="btn btn-secondary" disabled={save.isPending} onClick={() => void submit(null)}>
            Remover ponto focal
          </button>
        ) : null}
      </div>
    </div>
  );
}
