/**
 * The image URL field of the post, review and product forms: the URL as text (a retailer's address
 * still works), "Escolher da biblioteca" to pick or upload through the media picker, and a preview
 * of the image chosen. A library image is previewed from its small WebP variant, at its proportions.
 */
import { useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { mediaUrl, parseMediaUrl, variantHeight, variantWidths, type MediaItem } from '../../../shared/media/contract';
import type { ControlProps } from '../components/Field';
import { MediaPicker } from './MediaPicker';

export interface ImageFieldProps {
  control: ControlProps;
  value: string;
  onChange(url: string): void;
  /** The form's locale (the picker asks for alt text in it). */
  locale: Locale;
  placeholder?: string;
}

/** What to show for `url`: a library image's smallest variant with its size, any other http(s) URL as is, else nothing. */
export function imagePreview(url: string): { src: string; width?: number; height?: number } | null {
  const key = parseMediaUrl(url.trim());
  if (key) {
    const w = variantWidths(key.width)[0]!;
    return { src: mediaUrl(key, w, 'webp'), width: w, height: variantHeight(key, w) };
  }
  return /^https?:\/\/[^\s/]/i.test(url.trim()) ? { src: url.trim() } : null;
}

export function ImagePreview({ url, alt }: { url: string; alt?: string }) {
  const preview = imagePreview(url);
  if (!preview) return null;
  return <img className="image-field-preview" src={preview.src} width={preview.width} height={preview.height} alt={alt ?? ''} data-image-preview="" />;
}

export function ImageField({ control, value, onChange, locale, placeholder = 'https:// ou escolha da biblioteca' }: ImageFieldProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<MediaItem>();
  const onPick = (item: MediaItem) => {
    setPicked(item);
    onChange(item.imageUrl);
    setOpen(false);
  };
  const pickedAlt = picked && picked.imageUrl === value ? picked.alt[locale] : undefined;
  return (
    <>
      <div className="input-with-action">
        <input {...control} type="text" inputMode="url" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setOpen(true)}>
          Escolher da biblioteca
        </button>
      </div>
      <ImagePreview url={value} alt={pickedAlt} />
      {pickedAlt ? <p className="muted">Texto alternativo ({locale}): {pickedAlt}</p> : null}
      <MediaPicker open={open} locale={locale} onPick={onPick} onClose={() => setOpen(false)} />
    </>
  );
}
