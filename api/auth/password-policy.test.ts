import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, commonPasswords } from './password-policy';

describe('checkPasswordPolicy', () => {
  const owner = { username: 'marina', email: 'marina.souza@example.com' };

  it('accepts a long, uncommon password', async () => {
    expect(await checkPasswordPolicy('Tamanduá-bandeira-2026', owner)).toBeUndefined();
  });

  it.each([
    ['1234567', 'too_short', 'A senha deve ter pelo menos 8 caracteres.'],
    ['🔑🔑🔑abcd', 'too_short', 'A senha deve ter pelo menos 8 caracteres.'],
    ['x'.repeat(1025), 'too_long', 'A senha deve ter no máximo 1024 caracteres.'],
    ['password123', 'common', 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.'],
    ['Password1', 'common', 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.'],
    ['QWERTYUIOP', 'common', 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.'],
    ['mudar123', 'common', 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.'],
    ['MARINA.SOUZA@example.com', 'matches_identity', 'A senha não pode ser igual ao nome de usuário ou ao e-mail.'],
    ['marina.souza', 'matches_identity', 'A senha não pode ser igual ao nome de usuário ou ao e-mail.'],
    ['aaaaaaaaaaaa', 'repetitive', 'A senha repete poucos caracteres. Escolha uma senha mais variada.'],
  ])('refuses %j (%s) with a clear Portuguese message and an English one', async (password, code, message) => {
    const result = await checkPasswordPolicy(password, owner);
    expect(result).toMatchObject({ code, message });
    expect(result?.english).toMatch(/^The password|^This password/);
  });

  it('refuses the username itself when it is long enough', async () => {
    expect((await checkPasswordPolicy('Marina2026', { username: 'marina2026' }))?.code).toBe('matches_identity');
  });

  it('bundles tens of thousands of common passwords', async () => {
    expect((await commonPasswords()).size).toBeGreaterThan(40_000);
  });
});
