/**
 * Streams a request body to a file on disk, counting bytes as they come: an upload far larger than
 * memory (a WordPress export of hundreds of MB) never sits in memory whole, and one over the limit
 * is cut off as soon as it passes it (a Content-Length over it is refused before reading).
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { ApiError } from './errors';

/** The 413 of an upload over `maxBytes`, in the admin's language, naming the limit. */
export function tooLarge(maxBytes: number): ApiError {
  const mb = Math.floor(maxBytes / 1024 / 1024);
  return new ApiError(413, 'payload_too_large', `O arquivo é grande demais: o limite é de ${maxBytes} bytes (${mb} MB).`, [{ path: 'file', message: `maior que ${mb} MB` }]);
}

/**
 * Writes `request`'s body to `path` and answers its size. Throws ApiError 413 over `maxBytes`,
 * 400 for no body or an empty one; on any failure the partial file is removed.
 */
export async function bodyToFile(request: Request, path: string, maxBytes: number): Promise<number> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) throw new ApiError(400, 'bad_request', 'Nenhum arquivo enviado: envie a exportação do WordPress (.xml) como corpo da requisição.', [{ path: 'file', message: 'vazio' }]);
  let size = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > maxBytes) controller.error(tooLarge(maxBytes));
      else controller.enqueue(chunk);
    },
  });
  try {
    await request.body.pipeThrough(counter).pipeTo(Writable.toWeb(createWriteStream(path)));
  } catch (err) {
    await rm(path, { force: true });
    if (err instanceof ApiError) throw err;
    if (size > maxBytes) throw tooLarge(maxBytes);
    throw new ApiError(400, 'bad_request', 'O envio do arquivo foi interrompido antes do fim: nada foi importado.', [{ path: 'file', message: 'envio interrompido' }]);
  }
  if (size === 0) {
    await rm(path, { force: true });
    throw new ApiError(400, 'bad_request', 'O arquivo enviado está vazio: envie a exportação do WordPress (.xml).', [{ path: 'file', message: 'vazio' }]);
  }
  return size;
}
