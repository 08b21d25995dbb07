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
  /**
   * Waiting hashes one address block may hold (default 4, issue 24): a flood from one block cannot
   * take every place in the line.
   */
  maxWaitingPerKey?: number;
  /**
   * Further places kept for priority checks (an account from an address block it logged in from
   * before; default 4): they wait ahead of the others and are not refused while those fill the line.
   */
  maxPriorityWaiting?: number;
}

/** Who a hash is for: its address block (fair share) and whether it has a good history (priority). */
export interface HashTicket {
  key?: string;
  priority?: boolean;
}

export interface HashQueue {
  /** Runs `task` when a slot is free; throws PasswordChecksBusy when its line is full. */
  run<T>(task: () => Promise<T>, ticket?: HashTicket): Promise<T>;
}

interface Waiter {
  key?: string;
  start: () => void;
}

/**
 * A hash queue with two lines: priority checks first, then the others in arrival order; each
 * address block may hold at most `maxWaitingPerKey` places of the ordinary line.
 */
export function createHashQueue({ concurrency = 1, maxWaiting = 8, maxWaitingPerKey = 4, maxPriorityWaiting = 4 }: HashQueueOptions = {}): HashQueue {
  let running = 0;
  const priority: Waiter[] = [];
  const ordinary: Waiter[] = [];
  const perKey = new Map<string, number>();
  const release = () => {
    running--;
    const next = priority.shift() ?? ordinary.shift();
    if (!next) return;
    if (next.key !== undefined) {
      const left = (perKey.get(next.key) ?? 1) - 1;
      if (left > 0) perKey.set(next.key, left);
      else perKey.delete(next.key);
    }
    running++;
    next.start();
  };
  const wait = (ticket: HashTicket) => {
    if (ticket.priority) {
      if (priority.length >= maxPriorityWaiting) throw new PasswordChecksBusy();
      return new Promise<void>((start) => priority.push({ start }));
    }
    const held = ticket.key === undefined ? 0 : (perKey.get(ticket.key) ?? 0);
    if (ordinary.length >= maxWaiting || held >= maxWaitingPerKey) throw new PasswordChecksBusy();
    if (ticket.key !== undefined) perKey.set(ticket.key, held + 1);
    return new Promise<void>((start) => ordinary.push({ key: ticket.key, start }));
  };
  return {
    async run(task, ticket = {}) {
      if (running >= concurrency) await wait(ticket);
      else running++;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
