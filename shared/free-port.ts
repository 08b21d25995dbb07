import { createServer } from 'node:net';

/** A TCP port that was free a moment ago on 127.0.0.1, for servers started as child processes. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}
