/**
 * What a screen shows above the rows of a read: the error with a retry button, the spinner while
 * nothing has arrived, and `empty` when a list answer has no rows. Single rows opened for editing
 * go through ItemLoader instead (it also waits for a fresh read and handles 404).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorNotice } from './ErrorNotice';
import { Spinner } from './Spinner';

export interface QueryStatusProps {
  query: Pick<UseQueryResult<unknown>, 'data' | 'error' | 'isError' | 'isPending' | 'refetch'>;
  /** Names what failed (SPEC §8 texts); the status and server message follow. */
  errorTitle?: string;
  /** Shown when the answer is a list page (`{items}`) without rows. */
  empty?: string;
}

export function QueryStatus({ query, errorTitle, empty }: QueryStatusProps) {
  const rows = (query.data as { items?: unknown[] } | null | undefined)?.items;
  return (
    <>
      {query.isError ? <ErrorNotice title={errorTitle} error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isPending ? <Spinner /> : null}
      {empty !== undefined && rows?.length === 0 ? <p className="empty">{empty}</p> : null}
    </>
  );
}
