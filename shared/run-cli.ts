/**
 * Runs a command-line entry point. A failure prints one line naming the problem and exits 1
 * (DEBUG=1 adds the stack); a UsageError (wrong arguments) exits 2, as the admin commands do. Environment errors already read as a sentence ("Invalid environment:
 * PORT …") and print as they are; others get an "Error: " prefix. A `main` that answers a number
 * exits with it (commands that report refusals themselves, content-scripts/admin/commands.ts).
 */
import { EnvError } from './env';

/** Wrong or missing arguments: the message says what and how to call the command; exit code 2. */
export class UsageError extends Error {}

export interface RunCliOptions {
  /** Servers keep running after `main` resolves; one-shot commands exit 0. */
  keepAlive?: boolean;
}

export function runCli(main: () => Promise<void | number>, { keepAlive = false }: RunCliOptions = {}): void {
  main().then(
    (code) => {
      if (typeof code === 'number') process.exit(code);
      if (!keepAlive) process.exit(0);
    },
    (err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      console.error(err instanceof EnvError ? message : `Error: ${message}`);
      if (process.env.DEBUG === '1') console.error(err);
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}
