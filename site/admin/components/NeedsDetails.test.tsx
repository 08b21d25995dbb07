import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NeedsDetailsBadge, NeedsDetailsNotice } from './NeedsDetails';

describe('"needs details" flag in the admin', () => {
  it('badges an imported product still without the retailer\'s details, in Portuguese, and says what completes it', () => {
    expect(renderToStaticMarkup(<NeedsDetailsBadge product={{ needsDetails: true }} />)).toContain('>Sem detalhes</span>');
    const notice = renderToStaticMarkup(<NeedsDetailsNotice product={{ needsDetails: true }} />);
    expect(notice).toContain('<strong>Sem detalhes:</strong> Importado do WordPress sem os dados da Amazon');
    expect(notice).toContain('Preencha título, imagem ou preço');
  });

  it('shows nothing for a complete product', () => {
    expect(renderToStaticMarkup(<NeedsDetailsBadge product={{ needsDetails: false }} />)).toBe('');
    expect(renderToStaticMarkup(<NeedsDetailsNotice product={{ needsDetails: false }} />)).toBe('');
  });
});
