import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { PasswordInputError, readNewPassword, type PasswordInput } from './read-password';

/** A fake terminal: raw mode is recorded, and `keys` arrive one chunk per entry. */
function terminal(keys: string[]) {
  const input = new PassThrough({ encoding: 'utf8' }) as PassThrough & PasswordInput;
  input.isTTY = true;
  const modes: boolean[] = [];
  input.setRawMode = vi.fn((mode: boolean) => modes.push(mode));
  const echo = new PassThrough();
  let shown = '';
  echo.on('data', (d) => (shown += d));
  // Keys are typed after each prompt is shown.
  let next = 0;
  echo.on('data', (d: Buffer) => {
    if (String(d).endsWith(': ') && next < keys.length) setImmediate(() => input.write(keys[next++]!));
  });
  return { input, echo, modes, shown: () => shown };
}

describe('readNewPassword', () => {
  it('on a terminal, asks twice without echo and handles backspace', async () => {
    const t = terminal(['Segredo-forte-1x\u007f2\r', 'Segredo-forte-12\r']);
    await expect(readNewPassword({ env: {}, stdin: t.input, prompt: t.echo })).resolves.toBe('Segredo-forte-12');
    expect(t.shown()).toBe('New password: \nRepeat the password: \n');
    expect(t.modes).toEqual([true, false, true, false]);
  });

  it('on a terminal, refuses two different entries', async () => {
    const t = terminal(['Segredo-forte-12\r', 'Segredo-forte-13\r']);
    await expect(readNewPassword({ env: {}, stdin: t.input, prompt: t.echo })).rejects.toThrow(new PasswordInputError('The two passwords differ; nothing was changed.'));
  });

  it('on a terminal, Ctrl-C cancels', async () => {
    const t = terminal(['Segr\u0003']);
    await expect(readNewPassword({ env: {}, stdin: t.input, prompt: t.echo })).rejects.toThrow('Cancelled: no password entered.');
    expect(t.modes).toEqual([true, false]);
  });

  it('prefers ADMIN_PASSWORD, else the first piped line without its line break', async () => {
    const prompt = new PassThrough();
    await expect(readNewPassword({ env: { ADMIN_PASSWORD: 'From-env-123' }, stdin: Readable.from(['piped\n']), prompt })).resolves.toBe('From-env-123');
    await expect(readNewPassword({ env: {}, stdin: Readable.from(['Piped-pass 1\r\n', 'second\n']), prompt })).resolves.toBe('Piped-pass 1');
  });
});
