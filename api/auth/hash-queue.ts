/**
 * A bounded queue for password hashing. scrypt runs on libuv's thread pool (4 threads), which file
 * reads, compression and DNS share: 20 parallel logins held static pages for seconds (issue 17's
 * attack pass). Hashes run `concurrency` at a time; a few more wait their turn; beyond that the
 * check is refused at once with a 503 and Retry-After, before anything is recorded.
 */
import { ApiError } from '../http/errors';

/** Too many password checks already running or waiting. */
export class PasswordChecksBusy extends ApiError {
  constructor() {
    super(503, 'busy', 'Muitos acessos ao mesmo tempo. Tente novamente em alguns segundos.', undefined, 1);
  }
}

export interface HashQueueOptions {
  /** Hashes running at once (default 1: three pool threads stay free for serving). */
  concurrency?: number;
  /** Hashes that may wait for a turn (default 8); more are refused. */
  maxWaiting?: number;
}

export interface HashQueue {
  /** Runs `task` when a slot is free; throws PasswordChecksBusy when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createHashQueue({ concurrency = 1, maxWaiting = 8 }: HashQueueOptions = {}): HashQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new PasswordChecksBusy();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
