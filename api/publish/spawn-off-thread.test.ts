import { describe, expect, it } from 'vitest';
import { spawnOffThread } from './spawn-off-thread';

describe('spawnOffThread', () => {
  it('relays messages both ways and starts the child at the niceness asked', async () => {
    const script = `process.once('message', (m) => process.send({ got: m, nice: require('node:os').getPriority() }, () => process.disconnect()));`;
    const child = spawnOffThread(process.execPath, ['-e', script], { ipc: true, nice: 7 });
    const messages: unknown[] = [];
    child.onMessage((m) => messages.push(m));
    child.send({ hello: new Date(0) });
    expect(await child.exited).toMatchObject({ code: 0 });
    expect(messages).toEqual([{ got: { hello: new Date(0) }, nice: 7 }]);
  });

  it('reports the exit code and the end of stderr of a child that fails', async () => {
    const exit = await spawnOffThread(process.execPath, ['-e', `console.error('boom'); process.exit(3)`]).exited;
    expect(exit.code).toBe(3);
    expect(exit.stderr).toContain('boom');
  });

  it('says why when the command cannot start', async () => {
    const exit = await spawnOffThread('/nonexistent/command', []).exited;
    expect(exit.error).toMatch(/ENOENT/);
  });
});
