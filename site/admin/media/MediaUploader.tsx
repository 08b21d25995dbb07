/**
 * Upload by picking or dropping files (several at once): a drop zone with a file button, then one
 * line per file with its progress, or the server's reason when it refused the file.
 */
import { useId, useState, type DragEvent } from 'react';
import type { MediaItem } from '../../../shared/media/contract';
import { useMediaMaxBytes } from '../api/media';
import { formatBytes } from './media-text';
import { filesOf, type UploadState } from './upload-queue';
import { useUploads } from './use-uploads';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export interface MediaUploaderProps {
  /** Called for each stored file (the picker selects it). */
  onUploaded?(item: MediaItem): void;
  /** One file at a time (the picker). */
  single?: boolean;
  /** The upload limit in bytes; read from the server when not given. */
  maxBytes?: number;
}

export function MediaUploader({ onUploaded, single, maxBytes: given }: MediaUploaderProps) {
  const maxBytes = useMediaMaxBytes(given);
  const { uploads, start, dismiss, clearFinished } = useUploads(onUploaded, maxBytes);
  const [over, setOver] = useState(false);
  const inputId = useId();
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const files = filesOf(e.dataTransfer.files);
    start(single ? files.slice(0, 1) : files);
  };
  return (
    <section className="media-uploader" aria-label="Enviar imagens">
      <div
        className={`media-dropzone${over ? ' media-dropzone-over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>
          Arraste {single ? 'uma imagem' : 'imagens'} para cá ou{' '}
          <label htmlFor={inputId} className="btn btn-secondary btn-small">
            escolha {single ? 'um arquivo' : 'arquivos'}
          </label>
        </p>
        <p className="muted">JPEG, PNG, WebP ou AVIF, até {formatBytes(maxBytes)} por arquivo. Metadados (como a localização GPS) são removidos no envio.</p>
        <input
          id={inputId}
          className="sr-only"
          type="file"
          accept={ACCEPT}
          multiple={!single}
          aria-label={single ? 'Escolher imagem para enviar' : 'Escolher imagens para enviar'}
          onChange={(e) => {
            start(filesOf(e.target.files));
            e.target.value = '';
          }}
        />
      </div>
      <UploadList uploads={uploads} onDismiss={dismiss} onClear={clearFinished} />
    </section>
  );
}

/** One line per file sent in this visit. */
export function UploadList({ uploads, onDismiss, onClear }: { uploads: readonly UploadState[]; onDismiss(key: number): void; onClear(): void }) {
  if (!uploads.length) return null;
  return (
    <>
      <ul className="media-uploads" aria-label="Envios">
        {uploads.map((u) => (
          <li key={u.key} className={`media-upload media-upload-${u.status}`} data-file={u.name}>
            <span className="media-upload-name">{u.name}</span> <span className="muted">{formatBytes(u.size)}</span>{' '}
            {u.status === 'uploading' ? (
              <progress max={1} value={u.progress} aria-label={`Enviando ${u.name}`}>
                {Math.round(u.progress * 100)}%
              </progress>
            ) : u.status === 'done' ? (
              <span role="status">{u.item.variants.state === 'pending' ? 'Enviada — pronta para usar; os outros tamanhos são gerados na biblioteca' : 'Enviada'}</span>
            ) : (
              <span role="alert" className="media-upload-error">
                <strong>{u.title}:</strong> {u.message}
              </span>
            )}
            {u.status !== 'uploading' ? (
              <button type="button" className="btn btn-secondary btn-small" onClick={() => onDismiss(u.key)} aria-label={`Remover ${u.name} da lista`}>
                ×
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {uploads.some((u) => u.status !== 'uploading') ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={onClear}>
          Limpar lista de envios
        </button>
      ) : null}
    </>
  );
}
