import { describe, expect, it } from 'vitest';
import { generatePassword } from './passwords';
import { checkPasswordPolicy, userInputsOf } from './password-policy';

describe('checkPasswordPolicy', () => {
  const owner = { username: 'marina', email: 'marina.souza@example.com', siteName: 'Achados Testados' };

  it.each([
    ['a phrase with accents', 'Tamanduá-bandeira-2026'],
    ['a phrase with spaces', 'café com pão de queijo'],
    ['Unicode beyond Latin', '🔑 chave-do-portão 门'],
    ['a random 12-character password', 'Xk9#mPq2vL7!'],
    ['256 characters', 'Lq7#vZ2p-' + 'rT5!wB8xNc'.repeat(24) + 'Hj4$mY9'],
  ])('accepts %s', async (_what, password) => {
    expect(await checkPasswordPolicy(password, owner)).toBeUndefined();
  });

  it('accepts every password the first start generates', async () => {
    for (let i = 0; i < 20; i++) expect(await checkPasswordPolicy(generatePassword(), { username: 'admin', email: 'admin@localhost' })).toBeUndefined();
  });

  it.each([
    // ASVS 2.1.1: 8 characters were accepted before issue 17.
    ['Xk9#mPq2vL7', 'too_short', 'A senha deve ter pelo menos 12 caracteres. Uma frase com algumas palavras é fácil de lembrar.'],
    ['🔑🔑🔑abcdefgh', 'too_short', 'A senha deve ter pelo menos 12 caracteres. Uma frase com algumas palavras é fácil de lembrar.'],
    ['x'.repeat(257), 'too_long', 'A senha deve ter no máximo 256 caracteres.'],
    // Common passwords and their variants: capitals, digits and symbols appended, l33t.
    ['password1234', 'common', 'Esta senha é uma senha comum (ou uma variação dela, com números ou maiúsculas) e fácil de adivinhar. Escolha outra.'],
    ['Password1234', 'common', 'Esta senha é uma senha comum (ou uma variação dela, com números ou maiúsculas) e fácil de adivinhar. Escolha outra.'],
    ['P@ssw0rd2026!', 'common', 'Esta senha é uma senha comum (ou uma variação dela, com números ou maiúsculas) e fácil de adivinhar. Escolha outra.'],
    ['Senha12345678', 'common', 'Esta senha é uma senha comum (ou uma variação dela, com números ou maiúsculas) e fácil de adivinhar. Escolha outra.'],
    ['Admin1234567', 'common', 'Esta senha é uma senha comum (ou uma variação dela, com números ou maiúsculas) e fácil de adivinhar. Escolha outra.'],
    // The account's names and the site's name, whole or with digits appended.
    ['MARINA.SOUZA@example.com', 'matches_identity', 'A senha é parecida demais com o nome de usuário, o e-mail ou o nome do site. Escolha outra.'],
    ['Marina.Souza1', 'matches_identity', 'A senha é parecida demais com o nome de usuário, o e-mail ou o nome do site. Escolha outra.'],
    ['marina2026!!', 'matches_identity', 'A senha é parecida demais com o nome de usuário, o e-mail ou o nome do site. Escolha outra.'],
    ['AchadosTestados1', 'matches_identity', 'A senha é parecida demais com o nome de usuário, o e-mail ou o nome do site. Escolha outra.'],
    // Keyboard patterns.
    ['qwertyuiop[]', 'keyboard_pattern', 'A senha segue uma sequência do teclado (como "qwerty" ou "1qaz2wsx"). Escolha outra.'],
    ['zaq1xsw2cde3vfr4', 'keyboard_pattern', 'A senha segue uma sequência do teclado (como "qwerty" ou "1qaz2wsx"). Escolha outra.'],
    ['aaaaaaaaaaaa', 'repetitive', 'A senha repete caracteres ou segue uma sequência (como "aaaa" ou "abcd"). Escolha uma senha mais variada.'],
    ['abcdefghijklmnop', 'repetitive', 'A senha repete caracteres ou segue uma sequência (como "aaaa" ou "abcd"). Escolha uma senha mais variada.'],
  ])('refuses %j (%s) with a clear Portuguese message and an English one', async (password, code, message) => {
    const result = await checkPasswordPolicy(password, owner);
    expect(result).toMatchObject({ code, message });
    expect(result?.english).toMatch(/^The password|^This password/);
  });

  it('refuses "Tester123" and its longer variants for user tester (the attack pass\'s example)', async () => {
    const tester = { username: 'tester', email: 'tester@example.com' };
    expect((await checkPasswordPolicy('Tester123', tester))?.code).toBe('too_short');
    for (const variant of ['Tester123456', 'tester2026!!', 'Tester@12345', '1234tester5678']) {
      expect((await checkPasswordPolicy(variant, tester))?.code, variant).toBe('matches_identity');
    }
  });

  it('knows the names cut at their separators', () => {
    expect(userInputsOf(owner)).toEqual(expect.arrayContaining(['marina', 'souza', 'marina.souza', 'example', 'achados', 'testados', 'achadostestados']));
  });

  it('refuses month, season and year patterns in the site languages, keyboard walks and famous examples (issue 24)', async () => {
    for (const password of ['Novembro2026!', 'March2026March', 'Dicembre2027?', 'Diciembre2026$', 'Primavera2026#', 'Inverno2026!!', 'Tr0ub4dour&3x']) {
      expect((await checkPasswordPolicy(password))?.code, password).toBe('common');
    }
    for (const password of ['rtyfghvbn567', 'qwerty-asdf-zxcv', 'poiuylkjhmnb']) {
      expect((await checkPasswordPolicy(password))?.code, password).toBe('keyboard_pattern');
    }
    // A phrase or random characters still pass.
    expect(await checkPasswordPolicy('uma frase bem longa de lembrar')).toBeUndefined();
    expect(await checkPasswordPolicy('Xq7#mVp2!rLw9')).toBeUndefined();
  });
});
