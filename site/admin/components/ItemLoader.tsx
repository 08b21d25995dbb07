/**
 * Renders an editor only once its row has been read fresh from the server (not from cache), so the
 * `version` the editor starts from is current; handles unknown ids and read errors in one place.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { ErrorNotice } from './ErrorNotice';
import { NotFound } from './NotFound';
import { Spinner } from './Spinner';

export interface ItemLoaderProps<T> {
  query: UseQueryResult<T | null>;
  /** 'Post', 'Produto'… for the not-found message. */
  what: string;
  back: string;
  children(row: T): ReactNode;
}

export function ItemLoader<T>({ query, what, back, children }: ItemLoaderProps<T>) {
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound what={what} back={back} />;
    return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.isFetchedAfterMount || !query.data) return <Spinner />;
  return <>{children(query.data)}</>;
}
