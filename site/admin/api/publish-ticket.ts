/**
 * Publish feedback (issue 26 item 3): the build that makes a save live, named by the save's answer
 * (`Publish-Build` header), kept in the query cache under the item so its editor can follow it.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { FetchLike } from '../../lib/api';
import { PUBLISH_BUILD_HEADER } from '../../../shared/schemas/publish';

/** A save's build and when the answer came (a newer save replaces it). */
export interface PublishTicket {
  build: number;
  savedAt: number;
}

const ticketKey = (base: string, key: string | number) => ['publish-ticket', base, String(key)] as const;

/** A fetch that remembers the `Publish-Build` header of its answer. */
export function capturingFetch(): { fetch: FetchLike; build: () => number | undefined } {
  let build: number | undefined;
  return {
    fetch: async (input, init) => {
      const res = await globalThis.fetch(input, init);
      const header = res.headers.get(PUBLISH_BUILD_HEADER);
      build = header && /^\d+$/.test(header) ? Number(header) : undefined;
      return res;
    },
    build: () => build,
  };
}

/** Stores the build of a save of `key` (nothing when the answer named none: no feedback to give). */
export function rememberPublishBuild(client: QueryClient, base: string, key: string | number, build: number | undefined): void {
  const ticket: PublishTicket | null = build === undefined ? null : { build, savedAt: Date.now() };
  client.setQueryData(ticketKey(base, key), () => ticket);
}

/** The last save's build of one item, if this session saved it. */
export function usePublishTicket(base: string, key: string | number | undefined): PublishTicket | null {
  const query = useQuery<PublishTicket | null>({
    queryKey: ticketKey(base, key ?? ''),
    // Never fetched: only a save puts a ticket here.
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  return key === undefined ? null : (query.data ?? null);
}
