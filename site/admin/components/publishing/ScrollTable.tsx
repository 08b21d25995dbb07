/**
 * A data table of the publishing screens inside a box that scrolls sideways when too narrow for it
 * instead of widening the page; on a phone its rows are cards (phone.css), so give the cells a
 * `data-label` with their column's name. The box is a named, focusable region so the keyboard can
 * scroll it too. A column given as `{ label, hidden: true }` keeps its header for screen readers only.
 */
import type { ReactNode } from 'react';
import './publishing.css';

export type Column = string | { label: string; hidden: true };

export interface ScrollTableProps {
  label: string;
  columns: readonly Column[];
  children: ReactNode;
  foot?: ReactNode;
}

export function ScrollTable({ label, columns, children, foot }: ScrollTableProps) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col">
                  <span className="sr-only">{column.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </div>
  );
}
