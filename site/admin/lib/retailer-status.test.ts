import { describe, expect, it } from 'vitest';
import { retailerStatus, type RetailerAccountItem } from './retailer-status';

const base: RetailerAccountItem = {
  locale: 'br', region: 'na', configured: true, source: 'locale', variables: { id: 'RETAILER_BR_CLIENT_ID', secret: 'RETAILER_BR_CLIENT_SECRET' },
  tokenUrl: 'https://api.amazon.com/auth/o2/token', state: null,
};
const state = {
  locale: 'br', access: 'ok' as const, accessError: null, accessChangedAt: '2026-11-21T12:00:00.000Z', lastRunAt: '2026-11-21T12:15:00.000Z',
  lastRefreshed: 250, lastErrors: 2, lastThrottled: 1, lastRequests: 25, lastRemaining: 9750, lastStop: 'time budget',
};

describe('retailerStatus (admin regions screen)', () => {
  it('says which variables to set when a region has no credentials, and that prices are hidden', () => {
    const view = retailerStatus({ ...base, configured: false, source: null });
    expect(view).toMatchObject({ tone: 'warning', title: 'Conta do varejista não configurada' });
    expect(view.detail).toContain('Defina RETAILER_BR_CLIENT_ID e RETAILER_BR_CLIENT_SECRET');
    expect(view.detail).toContain('preços desta região ficam ocultos');
  });

  it('says why when the retailer refused the account, and shows the last run', () => {
    const view = retailerStatus({ ...base, state: { ...state, access: 'refused', accessError: 'retailer token request refused: Client authentication failed' } });
    expect(view.title).toBe('A Amazon recusou o acesso');
    expect(view.detail).toContain('Client authentication failed');
    expect(view.detail).toContain('30 dias sem vendas');
    expect(view.lastRun).toMatch(/250 preço\(s\) atualizado\(s\), 2 erro\(s\), 1 resposta\(s\) 429; 9750 produto\(s\) na fila/);
  });

  it('names a missing partner tag, the old single pair, and a healthy account', () => {
    expect(retailerStatus({ ...base, state: { ...state, access: 'no_credentials', accessError: 'no_partner_tag' } }).title).toBe('Falta o ID de afiliado');
    expect(retailerStatus({ ...base, source: 'fallback', state }).detail).toContain('credenciais únicas antigas');
    expect(retailerStatus({ ...base, state })).toMatchObject({ tone: 'ok', title: 'Configurada' });
  });

  it('labels the built-in demo retailer as the demo\'s, not real prices, and says how to turn it off (issue 27 item 5)', () => {
    const view = retailerStatus({ ...base, configured: false, source: 'demo', state: { ...state, lastStop: null, lastRemaining: 0 } });
    expect(view).toMatchObject({ tone: 'ok', title: 'Varejista de demonstração' });
    expect(view.detail).toContain('não são preços reais');
    expect(view.detail).toContain('defina RETAILER_BR_CLIENT_ID e RETAILER_BR_CLIENT_SECRET');
    expect(view.detail).toContain('DEMO_RETAILER=off');
    expect(view.lastRun).toMatch(/250 preço\(s\) atualizado\(s\)/);
  });
});
