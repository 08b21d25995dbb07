import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  ApiError,
  HOME_DATA_QUERY_OPTIONS,
  apiRequest,
  backoffDelay,
  getQueryFn,
  queryClientDefaults,
  queryKeyToRequest,
  toQueryString,
  withRetry,
  type FetchLike,
} from './api';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fake fetch that records calls and answers with whatever `respond` builds. */
function fakeFetch(respond: (call: Call) => Response | Promise<Response>): FetchLike & { calls: Call[] } {
  const calls: Call[] = [];
  const fn = (async (url: string, init?: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  }) as FetchLike & { calls: Call[] };
  fn.calls = calls;
  return fn;
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Catches the rejection of `promise` so assertions can look at the error object. */
async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('apiRequest', () => {
  it('always includes credentials and asks for JSON', async () => {
    const fetch = fakeFetch(() => json({ ok: true }));
    await apiRequest('GET', '/api/home-data', undefined, { fetch });
    await apiRequest('POST', '/api/admin/logout', undefined, { fetch });
    for (const { init } of fetch.calls) {
      expect(init?.credentials).toBe('include');
      expect((init?.headers as Record<string, string>).Accept).toBe('application/json');
    }
  });

  it('returns the parsed JSON answer', async () => {
    const fetch = fakeFetch(() => json({ value: 'ReviewHub' }));
    await expect(apiRequest('GET', '/api/settings/site_name', undefined, { fetch })).resolves.toEqual({ value: 'ReviewHub' });
  });

  it('turns GET data into an encoded query string, skipping null and undefined, repeating arrays', async () => {
    const fetch = fakeFetch(() => json([]));
    await apiRequest('GET', '/api/categories/popular', { locale: 'br', q: 'café & chá', skip: null, none: undefined, tag: ['a', 'b'] }, { fetch });
    const url = new URL(fetch.calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/categories/popular');
    expect(url.searchParams.get('locale')).toBe('br');
    expect(url.searchParams.get('q')).toBe('café & chá');
    expect(url.searchParams.getAll('tag')).toEqual(['a', 'b']);
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(fetch.calls[0]!.init?.body).toBeUndefined();
  });

  it('appends to a path that already has a query string and sends no body on GET', async () => {
    const fetch = fakeFetch(() => json({}));
    await apiRequest('GET', '/api/locale-configs/br?x=1', { timestamp: 123 }, { fetch });
    expect(fetch.calls[0]!.url).toBe('/api/locale-configs/br?x=1&timestamp=123');
  });

  it('sends non-GET data as a JSON body with a JSON content type', async () => {
    const fetch = fakeFetch(() => json({ ok: true }));
    await apiRequest('POST', '/api/admin/login', { identifier: 'admin', password: 'pw' }, { fetch });
    const { init } = fetch.calls[0]!;
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({ identifier: 'admin', password: 'pw' });
  });

  it('sends no content type without data', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/admin/logout', undefined, { fetch })).resolves.toBeNull();
    expect((fetch.calls[0]!.init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('prefixes the base URL', async () => {
    const fetch = fakeFetch(() => json({}));
    await apiRequest('GET', '/api/home-data', undefined, { fetch, baseUrl: 'http://localhost:4321/' });
    expect(fetch.calls[0]!.url).toBe('http://localhost:4321/api/home-data');
  });

  it('resolves a 401 to null with on401 returnNull', async () => {
    const fetch = fakeFetch(() => json({ message: 'no session' }, 401));
    await expect(apiRequest('GET', '/api/admin/me', undefined, { fetch, on401: 'returnNull' })).resolves.toBeNull();
  });

  it('throws an ApiError 401 by default', async () => {
    const fetch = fakeFetch(() => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    const error = await caught(apiRequest('GET', '/api/admin/me', undefined, { fetch }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('401: Unauthorized');
  });

  it('uses the status text when a non-OK body is empty', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 404, statusText: 'Not Found' }));
    const error = await caught(apiRequest('GET', '/api/posts/by-slug/x', undefined, { fetch }));
    expect(error.message).toBe('404: Not Found');
    expect(error.body).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps the raw text in the message and exposes the JSON message separately', async () => {
    const fetch = fakeFetch(() => new Response('{"message":"x"}', { status: 500, statusText: 'Internal Server Error' }));
    const error = await caught(apiRequest('POST', '/api/admin/login', { identifier: 'a', password: 'b' }, { fetch }));
    expect(error.message).toBe('500: {"message":"x"}');
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ message: 'x' });
    expect(error.serverMessage).toBe('x');
  });

  it('reports an OK body that cannot be read', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new Error('stream broke'));
      },
    });
    const fetch = fakeFetch(() => new Response(broken, { status: 200 }));
    const error = await caught(apiRequest('GET', '/api/home-data', undefined, { fetch }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`200: ${API_MESSAGES.unreadable}`);
    expect(error.message).toBe('200: Não foi possível processar a resposta do servidor.');
  });

  it('reports invalid JSON in an OK answer', async () => {
    const fetch = fakeFetch(() => new Response('<html>', { status: 200 }));
    const error = await caught(apiRequest('GET', '/api/home-data', undefined, { fetch }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(200);
    expect(error.message).toBe('Não foi possível processar a resposta do servidor: formato JSON inválido.');
  });

  it('turns a network failure into a status-0 ApiError with the original cause', async () => {
    const original = new TypeError('fetch failed');
    const fetch: FetchLike = () => Promise.reject(original);
    const error = await caught(apiRequest('POST', '/api/admin/login', {}, { fetch }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Erro de conexão: Não foi possível conectar ao servidor. Tente novamente mais tarde.');
    expect(error.cause).toBe(original);
  });

  it('rethrows an abort as is instead of calling it a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch: FetchLike = (_url, init) => Promise.reject(init?.signal?.reason);
    const error = await caught(apiRequest('GET', '/api/home-data', undefined, { fetch, signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('resolves 204 and empty OK bodies to null', async () => {
    await expect(apiRequest('DELETE', '/api/admin/posts/1', undefined, { fetch: fakeFetch(() => new Response(null, { status: 204 })) })).resolves.toBeNull();
    await expect(apiRequest('POST', '/api/admin/logout', undefined, { fetch: fakeFetch(() => new Response('', { status: 200 })) })).resolves.toBeNull();
  });
});

describe('toQueryString', () => {
  it('encodes dates, booleans and reserved characters', () => {
    expect(toQueryString({ d: new Date('2026-01-02T03:04:05.000Z'), b: false, s: 'a/b?c=d' })).toBe(
      'd=2026-01-02T03%3A04%3A05.000Z&b=false&s=a%2Fb%3Fc%3Dd',
    );
  });
});

describe('query functions', () => {
  it('maps a scalar second key element to postId', () => {
    expect(queryKeyToRequest(['/api/posts', 5])).toEqual({ path: '/api/posts', params: { postId: 5 } });
  });

  it('maps an object second key element to params without null or undefined', () => {
    expect(queryKeyToRequest(['/api/categories/popular', { locale: 'br', x: null, y: undefined }])).toEqual({
      path: '/api/categories/popular',
      params: { locale: 'br' },
    });
  });

  it('uses the path alone for a one-element key and rejects a key without a path', () => {
    expect(queryKeyToRequest(['/api/home-data'])).toEqual({ path: '/api/home-data' });
    expect(() => queryKeyToRequest([42])).toThrow(TypeError);
  });

  it('GETs ?postId=5 for a scalar key and params for an object key', async () => {
    const fetch = fakeFetch(() => json({}));
    const queryFn = getQueryFn({ fetch });
    await queryFn({ queryKey: ['/api/posts', 5] });
    await queryFn({ queryKey: ['/api/categories/popular', { locale: 'it', empty: null }] });
    expect(fetch.calls.map((c) => c.url)).toEqual(['/api/posts?postId=5', '/api/categories/popular?locale=it']);
    expect(fetch.calls.every((c) => c.init?.method === 'GET' && c.init.credentials === 'include')).toBe(true);
  });

  it('passes the query signal to fetch and honours on401', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 401 }));
    const controller = new AbortController();
    await expect(getQueryFn({ fetch, on401: 'returnNull' })({ queryKey: ['/api/admin/me'], signal: controller.signal })).resolves.toBeNull();
    expect(fetch.calls[0]!.init?.signal).toBe(controller.signal);
    await expect(getQueryFn({ fetch })({ queryKey: ['/api/admin/me'] })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('withRetry', () => {
  it('backs off 1000, 2000, 4000 ms over 3 retries, then rethrows the last error', async () => {
    const delays: number[] = [];
    let calls = 0;
    const error = await caught(
      withRetry(
        async () => {
          calls++;
          throw new ApiError(`500: attempt ${calls}`, { status: 500 });
        },
        { sleep: async (ms) => void delays.push(ms) },
      ),
    );
    expect(calls).toBe(4);
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(error.message).toBe('500: attempt 4');
  });

  it('caps the delay at 10000 ms', async () => {
    const delays: number[] = [];
    await expect(
      withRetry(() => Promise.reject(new Error('down')), { retries: 6, sleep: async (ms) => void delays.push(ms) }),
    ).rejects.toThrow('down');
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
    expect(backoffDelay(10)).toBe(10000);
  });

  it('stops as soon as an attempt succeeds', async () => {
    const delays: number[] = [];
    let calls = 0;
    const result = await withRetry(
      async (attempt) => {
        calls++;
        if (attempt < 2) throw new Error('flaky');
        return 'ok';
      },
      { sleep: async (ms) => void delays.push(ms) },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it('does not retry when shouldRetry says no', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new ApiError('404: Not Found', { status: 404 });
        },
        { shouldRetry: (e) => (e as ApiError).status >= 500, sleep: async () => {} },
      ),
    ).rejects.toThrow('404: Not Found');
    expect(calls).toBe(1);
  });
});

describe('query defaults', () => {
  it('match SPEC §9 and the home-data options of SPEC §7', () => {
    expect(queryClientDefaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      gcTime: 300_000,
    });
    expect(queryClientDefaults.mutations.retry).toBe(false);
    expect(HOME_DATA_QUERY_OPTIONS).toEqual({ staleTime: 300_000, gcTime: 600_000, refetchOnWindowFocus: false });
  });
});
