import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../components/Toaster';
import { createToastStore } from '../lib/toast-store';
import { mediaItem } from './fixtures';
import { imagePreview, ImagePreview } from './ImageField';
import { PickChoice } from './MediaPicker';

function withProviders(node: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Toaster store={createToastStore()}>{node}</Toaster>
    </QueryClientProvider>,
  );
}

describe('image picker', () => {
  it('offers an image with alt text in the form locale as it is', () => {
    const html = withProviders(<PickChoice item={mediaItem()} locale="br" onPick={() => {}} />);
    expect(html).toContain('Usar esta imagem');
    expect(html).toContain('Fones sobre a mesa');
    expect(html).not.toContain('não tem texto alternativo');
  });

  it('asks for the alt text of the form locale before an image without it can be used', () => {
    const html = withProviders(<PickChoice item={mediaItem()} locale="it" onPick={() => {}} />);
    expect(html).toContain('Esta imagem não tem texto alternativo para Italia (it)');
    expect(html).toContain('data-alt-locale="it"');
    expect(html).not.toContain('data-alt-locale="br"');
    expect(html).toContain('Salvar texto e usar imagem');
    expect(html).not.toContain('Usar esta imagem');
  });

  it("previews a library image from its small variant at its proportions, another URL as it is, and nothing else", () => {
    expect(imagePreview('/media/0123456789abcdef0123456789abcdef-1600x900/1600.jpg')).toEqual({
      src: '/media/0123456789abcdef0123456789abcdef-1600x900/320.webp',
      width: 320,
      height: 180,
    });
    expect(imagePreview('https://m.media-amazon.com/images/I/x.jpg')).toEqual({ src: 'https://m.media-amazon.com/images/I/x.jpg' });
    expect(imagePreview('')).toBeNull();
    expect(imagePreview('javascript:alert(1)')).toBeNull();
    const html = renderToStaticMarkup(<ImagePreview url="/media/0123456789abcdef0123456789abcdef-200x100/200.png" alt="Fones" />);
    expect(html).toContain('src="/media/0123456789abcdef0123456789abcdef-200x100/200.webp" width="200" height="100" alt="Fones"');
  });
});
