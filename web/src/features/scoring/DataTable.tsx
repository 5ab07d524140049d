import type { ReactNode } from 'react';
import styles from './ScoringMethod.module.css';

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Accessible name of the scrollable region around the table (e.g. "Table: Scales"). */
  label: string;
  /** Id of the heading that names the table: the table's `aria-labelledby`. */
  labelledBy: string;
  /** Column headings, in order; each becomes a `<th scope="col">`. */
  columns: readonly string[];
  rows: readonly Row[];
  /** React key of a row; unique within `rows`. */
  rowKey: (row: Row) => string | number;
  /** The cells of one row, in column order; the cell that names the row is a `<th scope="row">`. */
  cells: (row: Row) => ReactNode;
  /** `data-testid` of the `<table>`, for tests. */
  testId?: string;
}

/**
 * One table of the method page: a focusable, labelled scroll region (`role="region"`, so keyboard
 * users can scroll a wide table), the table named by its heading (`aria-labelledby`), a header row
 * of `<th scope="col">` and one `<tr>` per row. Server Component; no state.
 */
export function DataTable<Row>({ label, labelledBy, columns, rows, rowKey, cells, testId }: DataTableProps<Row>) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table} aria-labelledby={labelledBy} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{cells(row)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
