import { describe, expect, it } from 'vitest';
import { keepResponseBytes, responseBytes } from './response-bytes';

describe('responseBytes', () => {
  keepResponseBytes();

  it('gives the page bytes a Response was made from, as they are, without draining its stream', async () => {
    const page = new TextEncoder().encode('<!doctype html><title>Olá</title>');
    const response = new Response(page, { headers: { 'Content-Type': 'text/html' } });
    expect(await responseBytes(response)).toBe(page);
    // Still an ordinary Response for whoever reads it.
    expect(response).toBeInstanceOf(Response);
    expect(await response.text()).toBe('<!doctype html><title>Olá</title>');
  });

  it('reads any other body from its stream (endpoints answer with strings)', async () => {
    expect(new TextDecoder().decode(await responseBytes(new Response('<urlset/>')))).toBe('<urlset/>');
  });

  it('refuses a body already read, as arrayBuffer() does', async () => {
    const response = new Response(new Uint8Array([1, 2, 3]));
    await response.arrayBuffer();
    await expect(responseBytes(response)).rejects.toThrow(TypeError);
  });

  it('swaps the class once however often it is asked', () => {
    const swapped = globalThis.Response;
    keepResponseBytes();
    expect(globalThis.Response).toBe(swapped);
  });
});
