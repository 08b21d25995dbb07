import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductListPicker } from './ProductListPicker';
import { RetailerListPicker } from './RetailerListPicker';

const html = (node: ReactNode) => renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
const noop = () => {};

describe('pickers reopened from an editor block', () => {
  it('the product picker starts from the line\'s products, in order, and its format, and offers to update the block', () => {
    const out = html(<ProductListPicker open locale="br" initial={{ asins: ['B0BBBBBBBB', 'B0AAAAAAAA'], format: 'list' }} onInsert={noop} onClose={noop} />);
    expect(out).toContain('Editar produtos do bloco');
    expect(out).toContain('Selecionados (2)');
    expect(out.indexOf('B0BBBBBBBB')).toBeLessThan(out.indexOf('B0AAAAAAAA'));
    expect(out).toMatch(/checked="" value="list"/);
    expect(out).toContain('Atualizar bloco');
  });

  it('a product box reopens with its one product and the box format', () => {
    const out = html(<ProductListPicker open locale="br" initial={{ asins: ['B0AAAAAAAA'], format: 'card' }} onInsert={noop} onClose={noop} />);
    expect(out).toMatch(/checked="" value="card"/);
    expect(out).toContain('Selecionados (1)');
  });

  it('a new comparison starts empty, as a table, with "Inserir"', () => {
    const out = html(<ProductListPicker open locale="br" onInsert={noop} onClose={noop} />);
    expect(out).toContain('Inserir comparação de produtos');
    expect(out).toContain('Nenhum produto selecionado.');
    expect(out).toMatch(/checked="" value="table"/);
    expect(out).not.toContain('Atualizar bloco');
  });

  it('the automatic list picker starts from the line\'s kind, query and count', () => {
    const out = html(<RetailerListPicker open initial={{ kind: 'new-releases', query: '16243803011', count: 4 }} onInsert={noop} onClose={noop} />);
    expect(out).toContain('Editar lista automática');
    expect(out).toContain('::new-releases{browse-node=&quot;16243803011&quot; count=&quot;4&quot;}');
    expect(out).toContain('Atualizar bloco');
  });
});
