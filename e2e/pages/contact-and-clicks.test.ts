/**
 * The contact form and the click recording in Chromium: a message is stored and thanked for, bad
 * input is shown next to its field and stored nowhere; the marketplace page records the click
 * and leaves for the allowlisted marketplace; a buy link records a retailer click.
 */
import { expect, it } from 'vitest';
import { READER_USER_AGENT } from '../browser';
import { describeSite } from '../test-site';
import { islandReady, openPage, stubRemoteImages } from './helpers';

describeSite('contact form and clicks', ({ site, newContext }) => {
  const open = (path: string) => openPage(newContext, path);
  const countRows = async (table: 'contact_messages' | 'clicks') =>
    Number((await site().db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('contact: sends the message, shows the success text and stores the row', async () => {
    const { page } = await open('/br/contato');
    await islandReady(page, 'contact-form');
    await page.getByLabel('Nome').fill('Ana Souza');
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel(/Assunto/).fill('Parceria');
    await page.getByLabel('Mensagem').fill('Olá! Gostaria de sugerir uma avaliação de cafeteiras.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.locator('[data-contact-status="success"]').textContent()).resolves.toContain('Recebemos sua mensagem');
    const row = await site().db.kysely.selectFrom('contact_messages').selectAll().where('email', '=', 'ana@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ locale: 'br', name: 'Ana Souza', subject: 'Parceria' });
    expect(await page.getByLabel('Nome').inputValue()).toBe(''); // a new message starts empty
  });

  it('contact: shows field errors next to the fields and stores nothing, keeping what was typed', async () => {
    const before = await countRows('contact_messages');
    const { page } = await open('/br/contato');
    await islandReady(page, 'contact-form');
    await page.getByLabel('Nome').fill('Bruno');
    await page.getByLabel('Mensagem').fill('curta');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.locator('[data-field-error="email"]').textContent()).resolves.toBe('Informe seu e-mail.');
    await expect(page.locator('[data-field-error="message"]').textContent()).resolves.toBe('A mensagem deve ter pelo menos 10 caracteres.');

    // An address the browser's quick check lets through but the server refuses: its issue is shown
    // on the e-mail field, in Portuguese.
    await page.getByLabel('E-mail').fill('bruno@exemplo..com');
    await page.getByLabel('Mensagem').fill('Mensagem longa o bastante para passar.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.locator('[data-field-error="email"]').textContent()).resolves.toBe('Informe um e-mail válido.');
    await expect(page.locator('[data-contact-status="error"]').textContent()).resolves.toContain('Corrija os campos');
    expect(await page.getByLabel('Mensagem').inputValue()).toBe('Mensagem longa o bastante para passar.');
    expect(await countRows('contact_messages')).toBe(before);
  });

  it('marketplace: records the click and replaces the page with the allowlisted marketplace URL', async () => {
    const product = await site().db.kysely.selectFrom('products').select(['id', 'slug', 'marketplace_url']).where('locale', '=', 'br').where('marketplace_url', 'is not', null).where('status', '=', 'published').executeTakeFirstOrThrow();
    const context = await newContext({ userAgent: READER_USER_AGENT });
    await stubRemoteImages(context);
    await context.route('https://*.mercadolivre.com.br/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Mercado Livre (stub)</title>' }));
    const page = await context.newPage();
    const before = await countRows('clicks');
    await page.goto(`/br/mercadolivre/${product.slug}`, { waitUntil: 'commit' });
    await page.waitForURL(product.marketplace_url!);
    expect(await page.title()).toBe('Mercado Livre (stub)');
    await expect.poll(() => countRows('clicks'), { timeout: 5000 }).toBe(before + 1);
    const click = await site().db.kysely.selectFrom('clicks').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(click).toMatchObject({ kind: 'marketplace', locale: 'br', product_id: product.id, target_url: product.marketplace_url, source_path: `/br/mercadolivre/${product.slug}` });
    // The page itself is not for search engines.
    const res = await fetch(`${site().url}/br/mercadolivre/${product.slug}`);
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  it('review: a followed buy link is recorded as a retailer click', async () => {
    const review = await site().db.kysely.selectFrom('reviews').select(['slug', 'product_id']).where('locale', '=', 'br').where('status', '=', 'published').executeTakeFirstOrThrow();
    const { context, page } = await openPage(() => newContext({ userAgent: READER_USER_AGENT }), `/br/avaliacao/${review.slug}`);
    await context.route(/^https:\/\/(www\.)?amazon\.com\.br\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Amazon (stub)</title>' }));
    const before = await countRows('clicks');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('[data-product-box] a[data-click-kind="retailer"]').click()]);
    await popup.waitForLoadState();
    await expect.poll(() => countRows('clicks'), { timeout: 5000 }).toBe(before + 1);
    const click = await site().db.kysely.selectFrom('clicks').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(click).toMatchObject({ kind: 'retailer', locale: 'br', product_id: review.product_id, source_path: `/br/avaliacao/${review.slug}` });
    expect(click.target_url).toMatch(/^https:\/\/amazon\.com\.br\/dp\//);
  });
});
