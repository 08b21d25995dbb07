/**
 * Runs a CLI's main function. A failure prints one line naming the problem and exits 1; set
 * DEBUG=1 to see the stack as well.
 */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(`Error: ${err instanceof Error ? err.message : String(err)}`);
      if (process.env.DEBUG === '1') console.error(err);
      process.exit(1);
    },
  );
}
