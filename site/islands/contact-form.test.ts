import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../shared/schemas/contact';
import { validateContact, type ContactFormTexts } from './contact-form';

const texts = new Proxy({}, { get: (_t, key) => String(key) }) as ContactFormTexts;
const valid = { name: 'Ana', email: 'ana@example.com', subject: '', message: 'Mensagem longa o bastante.', website: '' };

describe('validateContact (browser check with the server limits)', () => {
  it('accepts a complete message, subject optional', () => {
    expect(validateContact(valid, CONTACT_LIMITS, texts)).toEqual({});
  });

  it('names each bad field with its own text', () => {
    expect(validateContact({ ...valid, name: '  ', email: '', message: '' }, CONTACT_LIMITS, texts)).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      message: 'messageRequired',
    });
    expect(validateContact({ ...valid, email: 'ana@', message: 'curta' }, CONTACT_LIMITS, texts)).toEqual({ email: 'emailInvalid', message: 'messageTooShort' });
    expect(
      validateContact({ ...valid, name: 'x'.repeat(CONTACT_LIMITS.name + 1), subject: 'x'.repeat(CONTACT_LIMITS.subject + 1), message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }, CONTACT_LIMITS, texts),
    ).toEqual({ name: 'nameTooLong', subject: 'subjectTooLong', message: 'messageTooLong' });
  });

  it('counts trimmed text, as the server does', () => {
    expect(validateContact({ ...valid, message: '   123456789   ' }, CONTACT_LIMITS, texts)).toEqual({ message: 'messageTooShort' });
  });
});
