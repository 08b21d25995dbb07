/**
 * Which passwords an admin may choose (issue 4): at least 8 characters, not a commonly used
 * password, not the account's own username or e-mail. Used by the password-change route, the
 * first-start admin and the create-admin / reset-password commands, so all refuse the same way.
 *
 * The common-password list is zxcvbn-ts's (about 49,000 passwords from public breach corpora,
 * lower case), plus a few regional ones it lacks. It is loaded on first use: most requests never
 * need it, and it costs about 80 ms to unpack.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the hashing work of one request; also the login payload's cap. */
export const PASSWORD_MAX_LENGTH = 1024;

export type PolicyViolation = 'too_short' | 'too_long' | 'common' | 'matches_identity' | 'repetitive';

export interface PolicyFailure {
  code: PolicyViolation;
  /** Portuguese, for the admin UI (SPEC: the admin UI is Portuguese). */
  message: string;
  /** English, for the command-line tools, whose other output is English. */
  english: string;
}

const MESSAGES: Record<PolicyViolation, { message: string; english: string }> = {
  too_short: {
    message: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    english: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  },
  too_long: {
    message: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
    english: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  },
  common: {
    message: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
    english: 'This password is too common and easy to guess. Choose another one.',
  },
  matches_identity: {
    message: 'A senha não pode ser igual ao nome de usuário ou ao e-mail.',
    english: 'The password must not be the username or the e-mail address.',
  },
  repetitive: {
    message: 'A senha repete poucos caracteres. Escolha uma senha mais variada.',
    english: 'The password uses too few different characters. Choose a more varied one.',
  },
};

/**
 * Common in Brazil, Mexico, Spain and Italy (our audiences' languages) yet missing from the
 * English-centred list. Lower case, like the list.
 */
const REGIONAL_COMMON = [
  'mudar123', 'trocar123', 'brasil123', 'senha1234', 'senhasenha', 'administrador', 'amorzinho',
  'corinthians', 'internacional', 'palmeiras123', 'flamengo123', 'contraseña', 'contraseña123',
  'contrasena123', 'tiamo123', 'cambiami', 'mexico123', 'españa123', 'italia123',
];

let commonSet: Promise<Set<string>> | undefined;

/** The common-password set, unpacked once per process. */
export function commonPasswords(): Promise<Set<string>> {
  commonSet ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const set = new Set(dictionary['passwords-common']);
    for (const p of REGIONAL_COMMON) set.add(p);
    return set;
  });
  return commonSet;
}

/** The account a password is for: it may equal neither name. */
export interface PasswordOwner {
  username?: string;
  email?: string;
}

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

/**
 * The first rule `password` breaks, or undefined when it is acceptable. Comparisons ignore case:
 * "Password1" is as guessable as "password1".
 */
export async function checkPasswordPolicy(password: string, owner: PasswordOwner = {}): Promise<PolicyFailure | undefined> {
  const fail = (code: PolicyViolation): PolicyFailure => ({ code, ...MESSAGES[code] });
  // Count code points, not UTF-16 units: "🔑" is one character to the person typing it.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return fail('too_short');
  if (length > PASSWORD_MAX_LENGTH) return fail('too_long');
  const folded = fold(password);
  const names = [owner.username, owner.email, owner.email?.split('@')[0]].filter((n): n is string => Boolean(n)).map(fold);
  if (names.includes(folded)) return fail('matches_identity');
  if (new Set(folded).size < 4) return fail('repetitive');
  if ((await commonPasswords()).has(folded)) return fail('common');
  return undefined;
}
