/** "Também editando: alice": the other admins with this item open (api/presence.ts), or nothing. */
import type { PresenceEntity } from '../../../shared/schemas/presence';
import { usePresence } from '../api/presence';
import { formatDateTime } from '../lib/datetime';

export interface PresenceBannerProps {
  entity: PresenceEntity;
  /** The item's id, setting key or locale; 'all' for a screen that edits every item of the kind. */
  itemKey: string | undefined;
}

export function PresenceBanner({ entity, itemKey }: PresenceBannerProps) {
  const editors = usePresence(entity, itemKey);
  if (editors.length === 0) return null;
  const names = editors.map((e) => e.username).join(', ');
  return (
    <p className="notice notice-warning presence-banner" role="status" data-presence={names}>
      <strong>{itemKey === 'all' ? 'Também nesta página' : 'Também editando'}: {names}</strong>
      <span className="muted">
        {editors.length === 1 ? ` (aberto desde ${formatDateTime(editors[0]!.since)})` : ''}. Nada fica bloqueado: se duas pessoas
        salvarem, a segunda vê o que mudou e escolhe campo a campo.
      </span>
    </p>
  );
}
