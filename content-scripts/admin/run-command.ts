/**
 * Wires an admin command (./commands.ts) to the real process: argv, environment, standard streams;
 * runCli turns its answer into the exit code and an unexpected failure (database down…) into one line.
 */
import { runCli } from '../../shared/run-cli';
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
  runCli(() => command(io));
}
