import { describe, expect, it } from 'vitest';
import type { Context } from 'hono';
import { addressBlock, clientIp, rememberSocketAddress } from './client-ip';

describe('addressBlock (the key of per-address limits)', () => {
  it('keeps an IPv4 address and the unknown bucket as they are', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('unknown')).toBe('unknown');
  });

  it('keys an IPv6 address by its /64, however it is written', () => {
    expect(addressBlock('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBlock('2001:db8:1:3::1')).not.toBe(addressBlock('2001:db8:1:2::1'));
  });
});

describe('clientIp after the client closed its socket (issue 24)', () => {
  it('answers the address noted when the connection was accepted, not unknown', () => {
    const socket: { remoteAddress?: string } = { remoteAddress: '::ffff:198.51.100.9' };
    rememberSocketAddress(socket);
    // Node forgets the address once the socket is destroyed.
    socket.remoteAddress = undefined;
    const c = { env: { incoming: { socket } }, req: { header: () => undefined } } as unknown as Context;
    expect(clientIp(c)).toBe('198.51.100.9');
    const other = { env: { incoming: { socket: {} } }, req: { header: () => undefined } } as unknown as Context;
    expect(clientIp(other)).toBe('unknown');
  });
});
