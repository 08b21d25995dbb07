/**
 * Wires an admin command (./commands.ts) to the real process: argv, environment, standard streams,
 * exit code. An unexpected failure (database down…) prints one line and exits 1, as runCli does.
 */
import { EnvError } from '../../shared/env';
import type { CommandIo } from './commands';

export function runCommand(command: (io: CommandIo) => Promise<number>): void {
  const io: CommandIo = {
    argv: process.argv.slice(2),
    env: process.env,
    stdin: process.stdin,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    prompt: process.stderr,
  };
  command(io).then(
    (code) => process.exit(code),
    (err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      console.error(err instanceof EnvError ? message : `Error: ${message}`);
      if (process.env.DEBUG === '1') console.error(err);
      process.exit(1);
    },
  );
}
