/** An inline error box for a failed read: status, server message and a retry button. */
import { describeError } from '../lib/errors';

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { title, description } = describeError(error);
  return (
    <div className="notice notice-error" role="alert">
      <strong>{title}</strong>
      <p>{description}</p>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          Tentar novamente
        </button>
      ) : null}
    </div>
  );
}
