// A labelled table for the back office's long lists (ledger, positions, sessions, audit). Too wide
// for a phone, it scrolls sideways inside a region that keyboard users can focus and screen
// readers can name.
import type { ReactNode } from 'react';
import { Table, TableScroll } from './operator.styles';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowTestId?: (row: T) => string;
}

export function DataTable<T>({ label, columns, rows, rowKey, rowTestId }: DataTableProps<T>) {
  return (
    <TableScroll role="region" aria-label={label} tabIndex={0}>
      <Table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
