/**
 * Editor presence (issue 26 §4): while an editor screen is open it beats `POST /api/admin/presence`
 * every `heartbeatSeconds` and shows who else beats on the same item; closing the screen (or the
 * tab) sends the DELETE so the others stop seeing this editor at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../lib/api';
import { PRESENCE_TIMING, type PresenceAnswer, type PresenceEntity, type PresentEditor } from '../../../shared/schemas/presence';

export const PRESENCE_BASE = '/api/admin/presence';

/** Tells the server this editor left; `keepalive` lets it finish while the tab closes. */
function sendLeave(entity: PresenceEntity, key: string): void {
  void fetch(`${PRESENCE_BASE}/${entity}/${encodeURIComponent(key)}`, { method: 'DELETE', credentials: 'include', keepalive: true }).catch(() => undefined);
}

/**
 * The other editors of `entity` `key` (none while `key` is undefined, e.g. a new item). A failed
 * beat shows nobody rather than an error: presence is a courtesy, the 409 merge is the guarantee.
 */
export function usePresence(entity: PresenceEntity, key: string | undefined): PresentEditor[] {
  const query = useQuery({
    queryKey: [PRESENCE_BASE, entity, key],
    queryFn: () => apiRequest<PresenceAnswer>('POST', PRESENCE_BASE, { entity, key }),
    enabled: key !== undefined,
    refetchInterval: (q) => (q.state.data?.heartbeatSeconds ?? PRESENCE_TIMING.heartbeatSeconds) * 1000,
    // A hidden tab still has the item open.
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (key === undefined) return;
    const onHide = () => sendLeave(entity, key);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      sendLeave(entity, key);
    };
  }, [entity, key]);
  return query.data?.editors ?? [];
}
