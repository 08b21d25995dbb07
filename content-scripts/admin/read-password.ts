/**
 * Where the admin commands get a password from, never the command line (it would land in shell
 * history and in `ps` output for every user of the machine):
 *
 * 1. the ADMIN_PASSWORD environment variable, when set (scripts, containers);
 * 2. a terminal: a prompt without echo, asked twice so a typo does not lock the account;
 * 3. a pipe (`echo … | npm run create-admin …`): the first line of standard input.
 */
import type { Readable, Writable } from 'node:stream';

/** Standard input as the reader needs it; `setRawMode` exists on terminals only. */
export type PasswordInput = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

export interface ReadPasswordOptions {
  env: Record<string, string | undefined>;
  stdin: PasswordInput;
  /** Where prompts go (standard error, so standard output stays clean for scripts). */
  prompt: Writable;
}

/** A failure the command reports as one line and exit code 1. */
export class PasswordInputError extends Error {}

/** Reads one line from a terminal without echoing it. Ctrl-C or Ctrl-D cancels. */
export function promptHidden(question: string, input: PasswordInput, output: Writable): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(question);
    input.setRawMode?.(true);
    input.setEncoding('utf8');
    input.resume();
    let value = '';
    const finish = () => {
      input.setRawMode?.(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
    };
    function onData(chunk: string) {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          return resolve(value);
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          return reject(new PasswordInputError('Cancelled: no password entered.'));
        }
        // Backspace / DEL remove the last character (a whole code point, not half of an emoji).
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else value += ch;
      }
    }
    input.on('data', onData);
  });
}

/** All of a (piped) stream as text. */
async function readAll(input: Readable): Promise<string> {
  let text = '';
  input.setEncoding('utf8');
  for await (const chunk of input) text += chunk;
  return text;
}

/**
 * The new password from the environment, the terminal or the pipe (see the file comment).
 * Throws PasswordInputError for an empty password or two different entries.
 */
export async function readNewPassword({ env, stdin, prompt }: ReadPasswordOptions): Promise<string> {
  const fromEnv = env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (stdin.isTTY) {
    const first = await promptHidden('New password: ', stdin, prompt);
    if (!first) throw new PasswordInputError('No password entered.');
    const second = await promptHidden('Repeat the password: ', stdin, prompt);
    if (first !== second) throw new PasswordInputError('The two passwords differ; nothing was changed.');
    return first;
  }
  // Only the line break that ends the line is dropped: spaces may be part of a password.
  const line = (await readAll(stdin)).split(/\r?\n/)[0] ?? '';
  if (!line) {
    throw new PasswordInputError('No password given: type it when asked (in a terminal), pipe it on standard input, or set ADMIN_PASSWORD.');
  }
  return line;
}
