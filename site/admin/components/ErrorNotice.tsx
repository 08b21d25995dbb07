/**
 * An inline error box for a failed read: status, server message and a retry button. `title` names
 * what failed (SPEC §8 texts); the status and server message then follow as the detail.
 */
import { describeError } from '../lib/errors';

export function ErrorNotice({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const described = describeError(error);
  return (
    <div className="notice notice-error" role="alert">
      <strong>{title ?? described.title}</strong>
      <p>{title ? `${described.title}: ${described.description}` : described.description}</p>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          Tentar novamente
        </button>
      ) : null}
    </div>
  );
}
