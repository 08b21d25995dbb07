/**
 * `npm run create-admin -- <username> <email>` and `npm run reset-password -- <username-or-email>`
 * as functions of their inputs, so tests run them in-process; the files in content-scripts/ only
 * wire them to the real process. Exit codes: 0 done, 1 refused or failed, 2 wrong usage.
 */
import { ASSIGNABLE_ROLES, ROLES, isRole, parseRegions } from '../../shared/auth/roles';
import { LOCALES, isLocale } from '../../shared/locales';
import { hostname, userInfo } from 'node:os';
import { z } from 'zod';
import { insertAudit } from '../../shared/db/queries/admin/audit-log';
import { checkPasswordPolicy } from '../../api/auth/password-policy';
import { hashPassword } from '../../api/auth/passwords';
import { connect, type Db } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { AdminExistsError, findAdminByIdentifier, insertAdmin, normalizeIdentifier, setAdminPasswordHash } from '../../shared/db/queries/admin-users';
import { clearFailures } from '../../shared/db/queries/login-attempts';
import { deleteSessionsOfUser } from '../../shared/db/queries/sessions';
import { getSiteName } from '../../shared/db/queries/settings';
import { loadEnv } from '../../shared/env';
import { usernameSchema } from '../../shared/schemas/auth';
import { PasswordInputError, readNewPassword, type PasswordInput } from './read-password';

export interface CommandIo {
  argv: string[];
  env: Record<string, string | undefined>;
  stdin: PasswordInput;
  /** Results (standard output). */
  out: (line: string) => void;
  /** Problems and prompts (standard error). */
  err: (line: string) => void;
  prompt: NodeJS.WritableStream & import('node:stream').Writable;
  /** Password hashing; tests pass a cheap one. Default: production scrypt. */
  hash?: (password: string) => Promise<string>;
  now?: () => Date;
}

const CREATE_USAGE = `Usage: npm run create-admin -- <username> <email> [--role <role>] [--regions br,it]
Creates an admin account: an administrator unless --role names another role (${ASSIGNABLE_ROLES.join(', ')};
owner only while there is none), limited to the --regions given (locale codes; default every region).
The password is read from ADMIN_PASSWORD, or asked for (terminal), or taken from the first line of
standard input (pipe); it is never accepted as an argument.`;

/** `--role x` / `--role=x` and `--regions a,b` / `--regions=a,b` out of argv; the rest are positional. */
export function parseAccountFlags(argv: string[]): { positional: string[]; role?: string; regions?: string; error?: string } {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const m = /^--(role|regions)(?:=(.*))?$/.exec(arg);
    if (!m) {
      if (arg.startsWith('--')) return { positional, error: `unknown option ${arg}` };
      positional.push(arg);
      continue;
    }
    const value = m[2] ?? argv[++i];
    if (value === undefined || value === '') return { positional, error: `--${m[1]} needs a value` };
    flags[m[1]!] = value;
  }
  return { positional, role: flags.role, regions: flags.regions };
}

const RESET_USAGE = `Usage: npm run reset-password -- <username-or-email>
Sets a new password for an admin and ends all of its sessions. The password is read from
ADMIN_PASSWORD, or asked for (terminal), or taken from the first line of standard input (pipe).`;

const emailSchema = z.email('email must be an e-mail address, e.g. ana@example.com');

/** Runs `body` with the database of DATABASE_URL (migrated), closing it afterwards. */
async function withDb<T>(io: CommandIo, body: (db: Db) => Promise<T>): Promise<T> {
  const env = loadEnv(io.env);
  const db = connect(env.DATABASE_URL);
  try {
    await migrate(db);
    return await body(db);
  } finally {
    await db.close();
  }
}

/** Reads the password and checks the policy; undefined (after printing why) when refused. */
async function acceptablePassword(io: CommandIo, db: Db, owner: { username: string; email: string }): Promise<string | undefined> {
  let password: string;
  try {
    password = await readNewPassword({ env: io.env, stdin: io.stdin, prompt: io.prompt });
  } catch (err) {
    if (err instanceof PasswordInputError) {
      io.err(`Error: ${err.message}`);
      return undefined;
    }
    throw err;
  }
  const refused = await checkPasswordPolicy(password, { ...owner, siteName: await getSiteName(db) });
  if (refused) {
    io.err(`Error: password refused: ${refused.english}`);
    return undefined;
  }
  return password;
}

/** Wrong usage: the usage text (and the reason) on standard error, exit code 2. */
function usage(io: CommandIo, text: string, reason?: string): number {
  if (reason) io.err(`Error: ${reason}`);
  io.err(text);
  return 2;
}

const wantsHelp = (argv: string[]) => argv.some((a) => a === '--help' || a === '-h');

/** create-admin: a new admin account with a policy-checked password. */
export async function createAdminCommand(io: CommandIo): Promise<number> {
  if (wantsHelp(io.argv)) return io.out(CREATE_USAGE), 0;
  const args = parseAccountFlags(io.argv);
  if (args.error) return usage(io, CREATE_USAGE, args.error);
  if (args.positional.length !== 2) {
    return usage(io, CREATE_USAGE, args.positional.length > 2 ? 'too many arguments (passwords are never taken as arguments)' : 'username and email are required');
  }
  const username = usernameSchema.safeParse(args.positional[0]);
  if (!username.success) return usage(io, CREATE_USAGE, username.error.issues[0]!.message);
  const email = emailSchema.safeParse(args.positional[1]?.trim());
  if (!email.success) return usage(io, CREATE_USAGE, email.error.issues[0]!.message);
  const role = args.role ?? 'administrator';
  if (!isRole(role)) return usage(io, CREATE_USAGE, `--role must be one of ${ROLES.join(', ')}`);
  const regionCodes = args.regions?.split(',').map((r) => r.trim()).filter(Boolean) ?? [];
  const unknownRegion = regionCodes.find((r) => !isLocale(r));
  if (unknownRegion !== undefined) return usage(io, CREATE_USAGE, `--regions: '${unknownRegion}' is not a locale (${LOCALES.join(', ')})`);
  const regions = parseRegions(regionCodes.join(','));

  return withDb(io, async (db) => {
    // Checked before asking for a password, so nobody types one for nothing.
    for (const taken of [await findAdminByIdentifier(db, username.data), await findAdminByIdentifier(db, email.data)]) {
      if (taken) {
        io.err(`Error: an admin '${taken.username}' (${taken.email}) already has that ${taken.username.toLowerCase() === username.data.toLowerCase() ? 'username' : 'e-mail'}`);
        return 1;
      }
    }
    // There is one owner (issue 25): the role is given only while nobody holds it.
    if (role === 'owner' && (await db.kysely.selectFrom('admin_users').select('id').where('role', '=', 'owner').executeTakeFirst())) {
      io.err('Error: there is already an owner; an account can only be created as administrator, editor, author or contributor');
      return 1;
    }
    const password = await acceptablePassword(io, db, { username: username.data, email: email.data });
    if (password === undefined) return 1;
    const hash = io.hash ?? ((p: string) => hashPassword(p));
    try {
      const admin = await insertAdmin(db, { username: username.data, email: email.data, passwordHash: await hash(password), role, regions }, io.now?.());
      const at = (io.now?.() ?? new Date()).toISOString();
      await insertAudit(db.kysely, { userId: null, action: 'create', entity: 'admin-user', entityId: admin.id, before: null, after: { username: admin.username, email: admin.email, role: admin.role, regions: admin.regions, ...ranFrom() }, at });
      const scope = admin.regions.length > 0 ? `, regions ${admin.regions.join(', ')}` : '';
      io.out(`Created ${admin.role === 'administrator' ? 'admin' : admin.role} '${admin.username}' (${admin.email}${scope}). Log in at /admin/login.`);
      return 0;
    } catch (err) {
      if (err instanceof AdminExistsError) {
        io.err(`Error: ${err.message}`);
        return 1;
      }
      throw err;
    }
  });
}

/** Where a command ran, for its audit entry (issue 24): the command line, this machine and its user. */
function ranFrom(): { via: string; host: string; osUser: string } {
  let osUser = 'unknown';
  try {
    osUser = userInfo().username;
  } catch {
    // no passwd entry (some containers)
  }
  return { via: 'cli', host: hostname(), osUser };
}

/** reset-password: a new password for an existing admin; all of its sessions end. */
export async function resetPasswordCommand(io: CommandIo): Promise<number> {
  if (wantsHelp(io.argv)) return io.out(RESET_USAGE), 0;
  if (io.argv.length !== 1) {
    return usage(io, RESET_USAGE, io.argv.length > 1 ? 'too many arguments (passwords are never taken as arguments)' : 'the username or e-mail is required');
  }
  const identifier = io.argv[0]!;
  return withDb(io, async (db) => {
    const admin = await findAdminByIdentifier(db, identifier);
    if (!admin) {
      io.err(`Error: no admin has the username or e-mail '${identifier}'`);
      return 1;
    }
    const password = await acceptablePassword(io, db, admin);
    if (password === undefined) return 1;
    const hash = await (io.hash ?? ((p: string) => hashPassword(p)))(password);
    const ended = await db.kysely.transaction().execute(async (trx) => {
      const tx = { ...db, kysely: trx };
      await setAdminPasswordHash(tx, admin.id, hash, io.now?.());
      // A lock from failed guesses on the account is lifted: the owner is the one resetting.
      await clearFailures(tx, normalizeIdentifier(admin.username));
      await clearFailures(tx, normalizeIdentifier(admin.email));
      await insertAudit(trx, { userId: null, action: 'password-change', entity: 'admin-user', entityId: admin.id, before: null, after: { username: admin.username, ...ranFrom() }, at: (io.now?.() ?? new Date()).toISOString() });
      // Whoever held a session (perhaps why the password is being reset) is logged out.
      return deleteSessionsOfUser(tx, admin.id);
    });
    io.out(`Password of '${admin.username}' changed; ${ended} session${ended === 1 ? '' : 's'} ended.`);
    return 0;
  });
}
