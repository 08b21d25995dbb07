import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../lib/datetime';
import { LinkFlagBadge, LinkFlagNotice } from './LinkFlag';

const at = '2026-11-21T04:30:00.000Z';

describe('link check flag in the admin', () => {
  it('badges a dead link and an out-of-stock item in Portuguese, with what the check saw as the tooltip', () => {
    const dead = renderToStaticMarkup(<LinkFlagBadge product={{ linkStatus: 'dead', linkError: 'Amazon: ItemNotAccessible', linkCheckedAt: at }} />);
    expect(dead).toContain('>Link quebrado</span>');
    expect(dead).toContain(`title="Amazon: ItemNotAccessible (verificado em ${formatDateTime(at)})"`);
    expect(dead).toContain('badge-link-dead');
    const oos = renderToStaticMarkup(<LinkFlagBadge product={{ linkStatus: 'out_of_stock', linkError: null, linkCheckedAt: null }} />);
    expect(oos).toContain('>Sem estoque</span>');
  });

  it('shows nothing for a fine or unchecked product', () => {
    expect(renderToStaticMarkup(<LinkFlagBadge product={{ linkStatus: 'ok', linkError: null, linkCheckedAt: at }} />)).toBe('');
    expect(renderToStaticMarkup(<LinkFlagNotice product={{ linkStatus: null, linkError: null, linkCheckedAt: null }} />)).toBe('');
  });

  it('tells the editor what to fix', () => {
    const html = renderToStaticMarkup(<LinkFlagNotice product={{ linkStatus: 'dead', linkError: 'Mercado Livre: HTTP 404', linkCheckedAt: at }} />);
    expect(html).toContain('<strong>Link quebrado:</strong> Mercado Livre: HTTP 404');
    expect(html).toContain('role="status"');
  });
});
