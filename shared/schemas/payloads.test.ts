import { describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED_TITLE, isMissingLoginFields, loginPayloadSchema } from './auth';
import { clickPayloadSchema } from './click';
import { contactPayloadSchema } from './contact';

describe('loginPayloadSchema', () => {
  it('trims the identifier but not the password', () => {
    expect(loginPayloadSchema.parse({ identifier: ' admin ', password: ' pw ' })).toEqual({ identifier: 'admin', password: ' pw ' });
  });

  it("reports missing fields as 'Campos obrigatórios'", () => {
    for (const payload of [{}, { identifier: '   ', password: 'x' }, { identifier: 'a', password: '' }]) {
      const result = loginPayloadSchema.safeParse(payload);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(LOGIN_REQUIRED_TITLE);
      expect(isMissingLoginFields(result.error!)).toBe(true);
    }
    const tooLong = loginPayloadSchema.safeParse({ identifier: 'a', password: 'x'.repeat(1025) });
    expect(isMissingLoginFields(tooLong.error!)).toBe(false);
  });
});

describe('contactPayloadSchema', () => {
  const base = { locale: 'es', name: 'Ana', email: 'ana@example.com', message: 'Hola, una pregunta.' };

  it('accepts a normal message with an empty honeypot', () => {
    expect(contactPayloadSchema.parse({ ...base, website: '', subject: '' })).toMatchObject({ subject: undefined, website: '' });
    expect(contactPayloadSchema.safeParse(base).success).toBe(true);
  });

  it('rejects a filled honeypot', () => {
    const result = contactPayloadSchema.safeParse({ ...base, website: 'http://spam.example' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['website'], message: 'website must be empty' });
  });

  it('checks email and message length', () => {
    expect(contactPayloadSchema.safeParse({ ...base, email: 'not-an-email' }).success).toBe(false);
    expect(contactPayloadSchema.safeParse({ ...base, message: 'short' }).success).toBe(false);
    expect(contactPayloadSchema.safeParse({ ...base, message: 'x'.repeat(5001) }).success).toBe(false);
  });
});

describe('clickPayloadSchema', () => {
  const base = { locale: 'br', kind: 'retailer', targetUrl: 'https://www.amazon.com.br/dp/B0C1234XYZ?tag=x-20' };

  it('accepts a click with a site path', () => {
    expect(clickPayloadSchema.parse({ ...base, productId: 4, sourcePath: '/br/avaliacao/fone-x' })).toMatchObject({ productId: 4 });
  });

  it('rejects foreign paths, bad kinds and non-http targets', () => {
    expect(clickPayloadSchema.safeParse({ ...base, sourcePath: '//evil.example/x' }).success).toBe(false);
    expect(clickPayloadSchema.safeParse({ ...base, sourcePath: 'br/x' }).success).toBe(false);
    expect(clickPayloadSchema.safeParse({ ...base, kind: 'other' }).success).toBe(false);
    expect(clickPayloadSchema.safeParse({ ...base, targetUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});
