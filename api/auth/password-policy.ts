/**
 * Which passwords an admin may choose (issue 4, hardened in issue 17 after ASVS 2.1): 12 to 256
 * characters (spaces and any Unicode allowed, counted as the person sees them), and hard to guess as
 * zxcvbn-ts estimates it. zxcvbn looks for common passwords with the usual variants (capitals,
 * digits or years appended, l33t), keyboard patterns, repeats and sequences, and the account's own
 * names and the site's name, so "Tester123" for user tester or "Qwerty!23456" are refused, not only
 * exact entries of a list. Used by the password-change route, the first-start admin and the
 * create-admin / reset-password commands, so all refuse the same way.
 *
 * The estimator is built on first use: most requests never need it, and its dictionaries (about
 * 49,000 breached passwords plus a few regional ones) take ~150 ms to load.
 */

export const PASSWORD_MIN_LENGTH = 12;
/**
 * Longest new password. Generous for passphrases and password managers, small enough to bound the
 * estimator's and the hash's work. Logins still accept up to 1024 (the login payload's cap), so an
 * older longer password keeps working.
 */
export const PASSWORD_MAX_LENGTH = 256;
/**
 * zxcvbn's score 4: at least 10^10 guesses. Score 3 (10^8) let "tester2026!!" through for user
 * tester; with scrypt and the login limits 10^10 is out of reach online and costly offline.
 */
export const PASSWORD_MIN_GUESSES_LOG10 = 10;

export type PolicyViolation =
  | 'too_short'
  | 'too_long'
  | 'common'
  | 'matches_identity'
  | 'keyboard_pattern'
  | 'repetitive'
  | 'guessable';

export interface PolicyFailure {
  code: PolicyViolation;
  /** Portuguese, for the admin UI (SPEC: the admin UI is Portuguese). */
  message: string;
  /** English, for the command-line tools, whose other output is English. */
  english: string;
}

const MESSAGES: Record<PolicyViolation, { message: string; english: string }> = {
  too_short: {
    message: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres. Uma frase com algumas palavras é fácil de lembrar.`,
    english: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long. A phrase of a few words is easy to remember.`,
  },
  too_long: {
    message: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
    english: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  },
  common: {
    message: 'Esta senha é uma senha comum (ou uma variação dela, com números ou maiúsculas) e fácil de adivinhar. Escolha outra.',
    english: 'This password is a common password (or a variant of one, with digits or capitals) and easy to guess. Choose another one.',
  },
  matches_identity: {
    message: 'A senha é parecida demais com o nome de usuário, o e-mail ou o nome do site. Escolha outra.',
    english: 'The password is too close to the username, the e-mail address or the site name. Choose another one.',
  },
  keyboard_pattern: {
    message: 'A senha segue uma sequência do teclado (como "qwerty" ou "1qaz2wsx"). Escolha outra.',
    english: 'The password follows a keyboard pattern (like "qwerty" or "1qaz2wsx"). Choose another one.',
  },
  repetitive: {
    message: 'A senha repete caracteres ou segue uma sequência (como "aaaa" ou "abcd"). Escolha uma senha mais variada.',
    english: 'The password repeats characters or follows a sequence (like "aaaa" or "abcd"). Choose a more varied one.',
  },
  guessable: {
    message: 'A senha é fácil de adivinhar. Use uma frase com algumas palavras ou mais caracteres variados.',
    english: 'The password is easy to guess. Use a phrase of a few words or more varied characters.',
  },
};

/**
 * Common in Brazil, Mexico, Spain and Italy (our audiences' languages) yet missing from the
 * English-centred list. Words, not whole passwords: zxcvbn finds them with digits, capitals or
 * l33t around them ("Senha@2026!", "Mudar123456").
 */
const REGIONAL_COMMON = [
  'senha', 'mudar', 'trocar', 'mudarsenha', 'trocarsenha', 'brasil', 'administrador', 'amorzinho', 'corinthians',
  'internacional', 'palmeiras', 'flamengo', 'gremio', 'cruzeiro', 'santos', 'saopaulo', 'bemvindo', 'acesso',
  'teste', 'segredo', 'contraseña', 'contrasena', 'cambiar', 'bienvenido', 'acceso', 'secreto', 'prueba', 'mexico',
  'españa', 'espana', 'tiamo', 'cambiami', 'benvenuto', 'accesso', 'segreto', 'italia', 'juventus',
];

/**
 * Months, seasons and weekdays in the site's languages (pt, it, es, en; issue 24): "Novembro2026!"
 * and "March2026March" passed as long unknown words. With them a dictionary word, zxcvbn rates
 * the month-and-year pattern at what it is. Famous example passwords join them ("Tr0ub4dour&3x").
 */
const CALENDAR_WORDS = [
  'janeiro', 'fevereiro', 'março', 'marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro',
  'gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'settembre', 'ottobre', 'novembre', 'dicembre',
  'enero', 'febrero', 'mayo', 'junio', 'julio', 'septiembre', 'setiembre', 'octubre', 'noviembre', 'diciembre',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'primavera', 'verão', 'verao', 'outono', 'inverno', 'estate', 'autunno', 'verano', 'otoño', 'otono', 'invierno',
  'spring', 'summer', 'autumn', 'fall', 'winter',
  'segunda', 'terça', 'terca', 'quarta', 'quinta', 'sexta', 'sábado', 'sabado', 'domingo',
  'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'lunes', 'martes', 'miércoles', 'miercoles', 'jueves', 'viernes',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'natal', 'natale', 'navidad', 'christmas', 'pascoa', 'pasqua', 'pascua', 'easter', 'carnaval', 'carnevale', 'ferias', 'vacaciones', 'vacanze',
  'troubadour', 'correcthorsebatterystaple', 'correcthorse', 'batterystaple',
];

/**
 * Rows of the keyboards our editors type on (QWERTY in every site language; the Italian and
 * Spanish layouts differ only beside these letters).
 */
const KEY_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/**
 * Whether `password` is made of keyboard walks: runs of at least 3 neighbouring keys of one row
 * (either way), one after the other, with at most two other characters. zxcvbn scores each run
 * alone and missed "rtyfghvbn567" (issue 24).
 */
export function isKeyboardWalk(password: string): boolean {
  const text = fold(password);
  const neighbours = (a: string, b: string) => KEY_ROWS.some((row) => {
    const i = row.indexOf(a);
    const j = row.indexOf(b);
    return i >= 0 && j >= 0 && Math.abs(i - j) === 1;
  });
  let covered = 0;
  let i = 0;
  while (i < text.length) {
    let j = i + 1;
    // A run keeps one direction: "rty", "ytr", not "rtr".
    while (j < text.length && neighbours(text[j - 1]!, text[j]!) && (j - i < 2 || text[j] !== text[j - 2])) j++;
    if (j - i >= 3) {
      covered += j - i;
      i = j;
    } else i++;
  }
  return covered >= 9 && text.length - covered <= 2;
}

/** The estimator's check function, built once per process. */
type Estimate = (password: string, userInputs: string[]) => { guessesLog10: number; sequence: { pattern: string; dictionaryName?: string }[] };
let estimator: Promise<Estimate> | undefined;

function loadEstimator(): Promise<Estimate> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, regional: REGIONAL_COMMON, calendar: CALENDAR_WORDS },
      graphs: common.adjacencyGraphs,
      // Off: it found nothing the other matchers missed in our cases and cost up to 0.7 s per check.
      useLevenshteinDistance: false,
    });
    return (password, userInputs) => zxcvbn.check(password, userInputs);
  });
  return estimator;
}

/** The account a password is for, and where: none of these may be the password's substance. */
export interface PasswordOwner {
  username?: string;
  email?: string;
  /** The site's name (settings), which an admin is tempted to build a password from. */
  siteName?: string;
}

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

/**
 * The words zxcvbn treats as known to an attacker: each name whole and cut at separators
 * ("marina.souza@example.com" also gives "marina", "souza", "marina.souza", "example"), and the
 * site name without its spaces.
 */
export function userInputsOf(owner: PasswordOwner): string[] {
  const whole = [owner.username, owner.email, owner.email?.split('@')[0], owner.siteName, owner.siteName?.replace(/\s+/g, '')];
  const parts = [owner.username, owner.email, owner.siteName].flatMap((s) => s?.split(/[\s._@+-]+/) ?? []);
  return [...new Set([...whole, ...parts].filter((s): s is string => Boolean(s) && s!.length >= 3).map(fold))];
}

/** Names the weakest kind of part zxcvbn found, so the message tells the person what to avoid. */
function classify(sequence: { pattern: string; dictionaryName?: string }[]): PolicyViolation {
  if (sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs')) return 'matches_identity';
  if (sequence.some((m) => m.pattern === 'spatial')) return 'keyboard_pattern';
  if (sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName !== 'diceware-common')) return 'common';
  if (sequence.some((m) => m.pattern === 'repeat' || m.pattern === 'sequence')) return 'repetitive';
  return 'guessable';
}

/**
 * The first rule `password` breaks, or undefined when it is acceptable. Case is no protection:
 * "Password1234" is as guessable as "password1234".
 */
export async function checkPasswordPolicy(password: string, owner: PasswordOwner = {}): Promise<PolicyFailure | undefined> {
  const fail = (code: PolicyViolation): PolicyFailure => ({ code, ...MESSAGES[code] });
  const normalized = password.normalize('NFKC');
  // Count code points, not UTF-16 units: "🔑" is one character to the person typing it.
  const length = [...normalized].length;
  if (length < PASSWORD_MIN_LENGTH) return fail('too_short');
  if (length > PASSWORD_MAX_LENGTH) return fail('too_long');
  const folded = fold(password);
  const inputs = userInputsOf(owner);
  if (inputs.includes(folded)) return fail('matches_identity');
  if (new Set(folded).size < 4) return fail('repetitive');
  const estimate = (await loadEstimator())(normalized, inputs);
  if (estimate.guessesLog10 < PASSWORD_MIN_GUESSES_LOG10) return fail(classify(estimate.sequence));
  // Walks zxcvbn scores run by run (it names the others itself, so they keep its message).
  return isKeyboardWalk(normalized) ? fail('keyboard_pattern') : undefined;
}
