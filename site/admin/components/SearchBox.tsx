/** A search input that reports its text after a short pause, not on every keystroke. */
import { useEffect, useState } from 'react';
import { useDebounced } from '../lib/use-debounced';

export interface SearchBoxProps {
  value: string;
  onSearch(value: string): void;
  label: string;
  placeholder?: string;
}

export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text, 300);
  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change of the text searches
  }, [settled]);
  return (
    <input
      type="search"
      className="search-box"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      maxLength={100}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
