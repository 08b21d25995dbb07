/**
 * Media that respects the editor's time (issue 26 item 7), without a DOM: a file over the server's
 * limit is refused before it is sent, with its name and the limit; a thumbnail whose variants are
 * being made shows their progress; the focal point's click and keyboard arithmetic.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { focalFromClick, focalFromKey, focalPosition } from './focal-point';
import { mediaItem } from './fixtures';
import { MediaGrid } from './MediaGrid';
import { MediaUploader, UploadList } from './MediaUploader';
import { planUploads } from './upload-queue';

const MB = 1024 * 1024;
const fileOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('the upload limit, before sending', () => {
  it('keeps a file over the limit out of the uploads and names it and the limit in Portuguese', () => {
    const { send, refused } = planUploads([fileOf('pequena.jpg', 1000), fileOf('enorme.jpg', 3 * MB)], 2 * MB);
    expect(send.map((f) => f.name)).toEqual(['pequena.jpg']);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ title: 'Arquivo grande demais' });
    expect(refused[0]!.message).toBe('"enorme.jpg" tem 3 MB; o limite é 2 MB. Reduza a imagem (ou exporte com mais compressão) e envie de novo.');
    // Just over: in bytes, so the figures differ.
    expect(planUploads([fileOf('quase.jpg', 2 * MB + 10)], 2 * MB).refused[0]!.message).toContain('"quase.jpg" tem 2.097.162 bytes; o limite é 2.097.152 bytes.');
  });

  it('lists the refusal as an alert beside the file, and tells the limit before the editor chooses', () => {
    const html = renderToStaticMarkup(<UploadList uploads={[{ key: 1, name: 'enorme.jpg', size: 3 * MB, status: 'error', title: 'Arquivo grande demais', message: '"enorme.jpg" tem 3 MB; o limite é 2 MB.' }]} onDismiss={() => {}} onClear={() => {}} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Arquivo grande demais');
    const uploader = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MediaUploader maxBytes={2 * MB} />
      </QueryClientProvider>,
    );
    expect(uploader).toContain('até 2 MB por arquivo');
  });
});

describe('variants made after the upload', () => {
  it('shows "Gerando tamanhos… n de N" with a progress bar on a pending thumbnail, nothing once ready', () => {
    const html = renderToStaticMarkup(<MediaGrid items={[mediaItem({ variants: { state: 'pending', done: 2, total: 6 } }), mediaItem({ id: 8, originalName: 'pronta.jpg' })]} onSelect={() => {}} />);
    expect(html.match(/Gerando tamanhos… 2 de 6/g)).toHaveLength(1);
    expect(html).toContain('<progress max="6" value="2"');
  });
});

describe('focal point arithmetic', () => {
  it('reads a click as 0..1 of the picture, nudges by the arrow keys within it, and writes object-position', () => {
    expect(focalFromClick(150, 75, { left: 100, top: 50, width: 200, height: 100 })).toEqual({ x: 0.25, y: 0.25 });
    expect(focalFromClick(400, 10, { left: 100, top: 50, width: 200, height: 100 })).toEqual({ x: 1, y: 0 });
    expect(focalFromKey('ArrowRight', { x: 0.98, y: 0.5 })).toEqual({ x: 1, y: 0.5 });
    expect(focalFromKey('ArrowUp', { x: 0.5, y: 0.5 })).toEqual({ x: 0.5, y: 0.45 });
    expect(focalFromKey('Enter', { x: 0.5, y: 0.5 })).toBeNull();
    expect(focalPosition({ x: 1, y: 0.25 })).toBe('100% 25%');
    expect(focalPosition(null)).toBe('50% 50%');
  });
});
