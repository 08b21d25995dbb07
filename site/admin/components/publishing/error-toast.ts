/**
 * The error toast of the publishing screens: status title, the server's message after what failed,
 * and the field issues of a 400 in Portuguese ('Caminho: ...'), so a 4xx names the problem.
 */
import { ApiError } from '../../../lib/api';
import { describeError, issuesOf } from '../../lib/errors';
import { portugueseFieldMessage } from '../../lib/field-messages';
import type { ToastInput } from '../../lib/toast-store';

/** `action` says what failed ('Não foi possível renderizar /br/x'). */
export function errorToast(error: unknown, action: string): ToastInput {
  const described = describeError(error, action);
  // Here a 409 is not an edit conflict: rendering is off in this mode, or a run was just started.
  const title = error instanceof ApiError && error.status === 409 ? 'Indisponível agora (409)' : described.title;
  const { description } = described;
  const issues = issuesOf(error)
    .map((issue) => portugueseFieldMessage(issue.path, issue.message))
    .filter((text) => !description.includes(text));
  return { variant: 'error', title, description: issues.length > 0 ? `${description} (${issues.join('; ')})` : description };
}
