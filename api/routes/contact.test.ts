import { expect, it } from 'vitest';
import type { Context } from 'hono';
import { describeEachDatabase } from '../../shared/db/testing';
import { createApp } from '../app';

const NOW = new Date('2026-06-01T12:00:00.000Z');
let clock = NOW;
let ipCounter = 0;
/** A fresh client address per test, so the rate limit of one test never leaks into another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const valid = { locale: 'br', name: 'Ana Souza', email: 'ana@example.com', subject: 'Parceria', message: 'Olá, gostaria de falar sobre uma parceria.' };

describeEachDatabase('POST /api/contact', (getDb) => {
  const app = () => createApp({ db: getDb(), now: () => clock, clientIp: (c: Context) => c.req.header('x-test-ip') ?? 'unknown' });
  const post = (body: unknown, ip: string, headers: Record<string, string> = {}) =>
    app().request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-test-ip': ip, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const count = async () => Number((await getDb().kysely.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** The row the last accepted request stored (the admin inbox, shared/db/queries/admin, does not show the IP). */
  const newest = () => getDb().kysely.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();

  async function expectError(res: Response, status: number, error: string, pattern?: RegExp) {
    expect(res.status, await res.clone().text()).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { error: string; message: string; issues?: { path: string; message: string }[] };
    expect(body.error).toBe(error);
    if (pattern) expect(body.message).toMatch(pattern);
    return body;
  }

  it('stores one message with the client IP and answers 201 {ok:true}', async () => {
    clock = NOW;
    const before = await count();
    const ip = freshIp();
    const res = await post({ ...valid, name: '  Ana Souza  ' }, ip);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await count()).toBe(before + 1);
    expect(await newest()).toMatchObject({ locale: 'br', name: 'Ana Souza', email: 'ana@example.com', subject: 'Parceria', message: valid.message, ip, read_at: null, created_at: NOW.toISOString() });
  });

  it('stores a message without a subject (an empty subject is none)', async () => {
    const before = await count();
    expect((await post({ ...valid, subject: '' }, freshIp())).status).toBe(201);
    expect((await newest())?.subject).toBeNull();
    expect(await count()).toBe(before + 1);
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['locale', { locale: 'fr' }, /Unknown locale 'fr'/],
    ['locale', { locale: undefined }, /locale is required/],
    ['name', { name: '' }, /name is required/],
    ['name', { name: '   ' }, /name is required/],
    ['name', { name: 'x'.repeat(101) }, /name is too long/],
    ['name', { name: undefined }, /name is required/],
    ['email', { email: 'not-an-email' }, /email must be a valid e-mail address/],
    ['email', { email: undefined }, /email is required/],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, /email is too long/],
    ['subject', { subject: 's'.repeat(201) }, /subject is too long/],
    ['message', { message: 'curta' }, /message is too short/],
    ['message', { message: 'm'.repeat(5001) }, /message is too long/],
    ['message', { message: undefined }, /message is required/],
    ['message', { message: 42 }, /message is required/],
  ];
  for (const [field, change, pattern] of invalid) {
    it(`refuses a bad ${field} (${JSON.stringify(change).slice(0, 40)}) with 400 naming it and stores nothing`, async () => {
      const before = await count();
      const body = await expectError(await post({ ...valid, ...change }, freshIp()), 400, 'bad_request', pattern);
      expect(body.issues?.map((i) => i.path)).toEqual([field]);
      expect(body.issues?.[0]?.message).toMatch(pattern);
      expect(await count()).toBe(before);
    });
  }

  it('names every bad field at once', async () => {
    const body = await expectError(await post({ locale: 'br', name: '', email: 'x', message: '' }, freshIp()), 400, 'bad_request');
    expect(body.issues?.map((i) => i.path).sort()).toEqual(['email', 'message', 'name']);
  });

  it('refuses a body that is not an object or not JSON', async () => {
    const before = await count();
    await expectError(await post('[1,2]', freshIp()), 400, 'bad_request');
    await expectError(await post('{"locale":', freshIp()), 400, 'bad_request', /not valid JSON/);
    await expectError(await post('', freshIp()), 400, 'bad_request', /not valid JSON/);
    expect(await count()).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await count();
    const res = await post({ ...valid, website: 'http://spam.example' }, freshIp());
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(await count()).toBe(before);
    // Even when the rest of the body is junk: the bot learns nothing from a 400.
    expect((await post({ website: 'x' }, freshIp())).status).toBe(201);
    expect(await count()).toBe(before);
  });

  it('accepts an empty honeypot', async () => {
    const before = await count();
    expect((await post({ ...valid, website: '' }, freshIp())).status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('allows 5 messages an hour per IP; the 6th gets 429 with Retry-After and stores nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      clock = new Date(NOW.getTime() + i * 60_000);
      expect((await post(valid, ip)).status).toBe(201);
    }
    const before = await count();
    clock = new Date(NOW.getTime() + 10 * 60_000);
    const res = await post(valid, ip);
    await expectError(res, 429, 'rate_limited', /try again in 50 minutes/);
    // The first message (at NOW) leaves the hour window 50 minutes from now.
    expect(res.headers.get('retry-after')).toBe(String(50 * 60));
    expect(await count()).toBe(before);
    // Another address is not affected.
    expect((await post(valid, freshIp())).status).toBe(201);
    // Once the window has moved on, the same address may write again.
    clock = new Date(NOW.getTime() + 60 * 60_000 + 1000);
    expect((await post(valid, ip)).status).toBe(201);
    clock = NOW;
  });

  it('allows 20 messages a day per IP; the 21st gets 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      clock = new Date(NOW.getTime() + i * 61 * 60_000);
      expect((await post(valid, ip)).status, `message ${i + 1}`).toBe(201);
    }
    const before = await count();
    clock = new Date(NOW.getTime() + 21 * 61 * 60_000);
    const res = await post(valid, ip);
    await expectError(res, 429, 'rate_limited');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(await count()).toBe(before);
    clock = NOW;
  });

  it('lets only 5 of 8 parallel requests from one IP through', async () => {
    const ip = freshIp();
    const before = await count();
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => post(valid, ip)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await count()).toBe(before + 5);
  });

  it('refuses an oversize body with 413 and stores nothing', async () => {
    const before = await count();
    const res = await post({ ...valid, message: 'm'.repeat(70 * 1024) }, freshIp());
    await expectError(res, 413, 'payload_too_large');
    expect(await count()).toBe(before);
  });

  it('refuses other content types with 415 and stores nothing', async () => {
    const before = await count();
    const form = new URLSearchParams(valid).toString();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      await expectError(await post(form, freshIp(), { 'Content-Type': type }), 415, 'unsupported_media_type', /Content-Type must be application\/json/);
    }
    expect(await count()).toBe(before);
  });

  it('accepts application/json with a charset', async () => {
    expect((await post(valid, freshIp(), { 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(201);
  });

  it('refuses a request sent by another site with 403', async () => {
    const before = await count();
    await expectError(await post(valid, freshIp(), { Origin: 'https://evil.example' }), 403, 'forbidden');
    await expectError(await post(valid, freshIp(), { 'Sec-Fetch-Site': 'cross-site' }), 403, 'forbidden');
    expect(await count()).toBe(before);
    expect((await post(valid, freshIp(), { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const res = await app().request('/api/contact');
    expect(res.headers.get('allow')).toBe('POST');
    await expectError(res, 405, 'method_not_allowed', /GET is not allowed/);
  });
});

