// Preloaded (NODE_OPTIONS=--expose-gc --import=…) into a server process by the soak test only:
// SIGUSR2 runs full garbage collections, so the test compares live memory, not garbage that V8
// has not got round to collecting yet. Nothing of this is in the server's own code.
process.on('SIGUSR2', () => {
  for (let i = 0; i < 3; i++) globalThis.gc?.();
  process.stdout.write(`gc done ${Date.now()}\n`);
});
