/**
 * `value`, but only after it stopped changing for `ms` (live preview: one request per pause).
 * Compared structurally, so a fresh object with the same content is no change. `undefined` is a
 * value too (JSON.stringify gives no text for it, which JSON.parse cannot read back).
 */
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = value === undefined ? '' : JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled((key === '' ? undefined : JSON.parse(key)) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
