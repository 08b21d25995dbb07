/**
 * Password hashing (DESIGN §7): scrypt with its parameters stored beside the hash, so the cost can
 * be raised later without breaking stored hashes, and tests can use a cheap setting that still
 * verifies through the same code.
 *
 * Stored form: `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createHashQueue, type HashQueueOptions, type HashTicket } from './hash-queue';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  log2N: number;
  r: number;
  p: number;
}

/** Production cost: N = 2^17, r = 8, p = 1 (128 MiB, about 0.3–0.5 s on our machines). */
export const DEFAULT_SCRYPT: ScryptParams = { log2N: 17, r: 8, p: 1 };

/**
 * Cheap cost for tests only (about 1 ms). Hashes carry their parameters, so a test admin created
 * with these still logs in through the normal verification path.
 */
export const FAST_TEST_SCRYPT: ScryptParams = { log2N: 10, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds of parameters we accept from a stored hash: a corrupted row must not allocate gigabytes. */
const LIMITS = { log2N: [10, 20], r: [1, 32], p: [1, 16] } as const;

/**
 * scrypt needs 128·N·r bytes; Node refuses anything over 32 MiB unless maxmem is raised, which
 * N = 2^17 (128 MiB) requires. A little headroom covers the per-call overhead.
 */
function options({ log2N, r, p }: ScryptParams): ScryptOptions {
  const N = 2 ** log2N;
  return { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
}

/** Async scrypt: runs on libuv's thread pool, so hashing never blocks the event loop. */
function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_BYTES, options(params), (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.log2N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const within = (value: number, [min, max]: readonly [number, number]) => Number.isInteger(value) && value >= min && value <= max;

/** The parts of a stored hash, or undefined when it is not one of ours (or has absurd parameters). */
export function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [log2N, r, p] = parts.slice(1, 4).map((s) => (/^\d+$/.test(s!) ? Number(s) : NaN)) as [number, number, number];
  if (!within(log2N, LIMITS.log2N) || !within(r, LIMITS.r) || !within(p, LIMITS.p)) return undefined;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || key.length < 16) return undefined;
  return { params: { log2N, r, p }, salt, key };
}

/**
 * True when `password` matches `stored`. The comparison is constant-time; a malformed stored hash
 * never matches (and is not an error: one bad row must not break logins with a 500).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * Hashing as the login route sees it. Injected through `AppDeps.auth.passwords` so tests can count
 * verifications (a wrong password costs one, an unknown user none: it waits `imitateVerify`) and pick a cheap cost.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** `ticket`: whose check it is, for the queue's fair share and priority (./hash-queue.ts). */
  verify(password: string, stored: string, ticket?: HashTicket): Promise<boolean>;
  /**
   * Waits as long as a wrong password's check typically takes, without hashing (issue 24): an
   * unknown identifier is answered after it, so it never takes a place in the hash queue, and its
   * answer still takes the time a real account's does.
   */
  imitateVerify(): Promise<void>;
  /**
   * A hash of a random secret with the hasher's parameters. Unknown users are checked against it,
   * so their answer takes as long as a wrong password for a real one.
   */
  dummyHash(): Promise<string>;
}

/**
 * A DEFAULT_SCRYPT hash of a random secret that was thrown away. Shipped ready-made so that even
 * the first unknown-user login of a process costs one scrypt, not two (no warm-up, no timing
 * difference); nothing can match it, and a match would not log anyone in (no account behind it).
 */
const DEFAULT_DUMMY_HASH = 'scrypt$17$8$1$7FDJ27laDp7-pPdbcgpZog$bjCswCaf_2FjjGfcpKkiZOjSO13E6dn9jv8jV1UgbZQ';

const sameParams = (a: ScryptParams, b: ScryptParams) => a.log2N === b.log2N && a.r === b.r && a.p === b.p;

/**
 * The scrypt hasher with `params` for new hashes (verification always uses the stored parameters).
 * Its hashes go through one bounded queue (./hash-queue.ts), so logins never take the thread pool
 * that serving needs; a full queue refuses with a 503.
 */
export function scryptHasher(params: ScryptParams = DEFAULT_SCRYPT, queueOptions?: HashQueueOptions): PasswordHasher {
  const queue = createHashQueue(queueOptions);
  let dummy: Promise<string> | undefined = sameParams(params, DEFAULT_SCRYPT) ? Promise.resolve(DEFAULT_DUMMY_HASH) : undefined;
  const dummyHash = () => (dummy ??= hashPassword(randomBytes(24).toString('base64url'), params));
  const timing = verifyTiming();
  let calibration: Promise<void> | undefined;
  const verify = async (password: string, stored: string, ticket?: HashTicket) => {
    const started = performance.now();
    const result = await queue.run(() => verifyPassword(password, stored), ticket);
    timing.record(performance.now() - started);
    return result;
  };
  return {
    hash: (password) => queue.run(() => hashPassword(password, params)),
    verify,
    dummyHash,
    async imitateVerify() {
      const typical = timing.typical();
      if (typical !== undefined) return sleep(typical);
      // Before any check has run: one real check of the dummy hash learns the time, the others
      // wait for it (a flood's first wave must not fill the queue), then for the time it took.
      calibration ??= verify(randomBytes(12).toString('base64url'), await dummyHash()).then(
        () => undefined,
        () => timing.record(UNCALIBRATED_MS),
      );
      const started = performance.now();
      await calibration;
      const more = (timing.typical() ?? UNCALIBRATED_MS) - (performance.now() - started);
      if (more > 0) await sleep(more);
    },
  };
}

/** The time an unknown identifier waits when no check could be timed (the queue was full). */
const UNCALIBRATED_MS = 400;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The median of the last 32 check durations (queue wait included), with a ±10 % jitter. */
function verifyTiming() {
  const recent: number[] = [];
  return {
    record(ms: number) {
      recent.push(ms);
      if (recent.length > 32) recent.shift();
    },
    typical(): number | undefined {
      if (!recent.length) return undefined;
      const sorted = [...recent].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]! * (0.9 + Math.random() * 0.2);
    },
  };
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A random password of `length` characters from an alphabet without look-alikes (0/O, 1/l/I), for
 * the first admin created at start. 20 characters of 56 symbols ≈ 116 bits.
 */
export function generatePassword(length = 20): string {
  let out = '';
  // Rejection sampling keeps every symbol equally likely (256 is not a multiple of 56).
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    }
  }
  return out;
}
