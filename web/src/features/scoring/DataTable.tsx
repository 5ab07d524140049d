import { htmlElement, htmlText } from '@/lib/static-html';
import styles from './ScoringMethod.module.css';

/** One cell of a {@link DataTable} row: a string is a plain `<td>`. */
export type DataCell = string | { text: string; kind: 'rowHeader' | 'number' };

/** The cell that names its row: a `<th scope="row">`. */
export const rowHeaderCell = (text: string): DataCell => ({ text, kind: 'rowHeader' });
/** A figure: a `<td>` aligned as numbers are (ScoringMethod.module.css `.number`). */
export const numberCell = (text: string): DataCell => ({ text, kind: 'number' });

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Accessible name of the scrollable region around the table (e.g. "Table: Scales"). */
  label: string;
  /** Id of the heading that names the table: the table's `aria-labelledby`. */
  labelledBy: string;
  /** Column headings, in order; each becomes a `<th scope="col">`. */
  columns: readonly string[];
  rows: readonly Row[];
  /** The cells of one row, in column order (text only; see {@link DataCell}). */
  cells: (row: Row) => readonly DataCell[];
  /** `data-testid` of the `<table>`, for tests. */
  testId?: string;
}

/**
 * The `<table>` of a {@link DataTable} as HTML text: header row of `<th scope="col">`, one `<tr>`
 * per row; every text and attribute value escaped (lib/static-html.ts). Pure.
 * @param classes the table's and the figures' class names
 * @returns e.g. `<table class="t" aria-labelledby="h"><thead><tr><th scope="col">Scale</th>…`
 */
export function dataTableHtml<Row>(
  { labelledBy, columns, rows, cells, testId }: Omit<DataTableProps<Row>, 'label'>,
  classes: { table: string; number: string },
): string {
  const cell = (data: DataCell) => {
    if (typeof data === 'string') return htmlElement('td', {}, htmlText(data));
    if (data.kind === 'rowHeader') return htmlElement('th', { scope: 'row' }, htmlText(data.text));
    return htmlElement('td', { class: classes.number }, htmlText(data.text));
  };
  const head = htmlElement('tr', {}, columns.map((column) => htmlElement('th', { scope: 'col' }, htmlText(column))).join(''));
  const body = rows.map((row) => htmlElement('tr', {}, cells(row).map(cell).join(''))).join('');
  return htmlElement(
    'table',
    { class: classes.table, 'aria-labelledby': labelledBy, 'data-testid': testId },
    htmlElement('thead', {}, head) + htmlElement('tbody', {}, body),
  );
}

/**
 * One table of the method page: a focusable, labelled scroll region (`role="region"`, so keyboard
 * users can scroll a wide table), the table named by its heading (`aria-labelledby`), a header row
 * of `<th scope="col">` and one `<tr>` per row. Server Component; no state.
 *
 * The table itself is HTML text in the region (`dangerouslySetInnerHTML`, built and escaped by
 * {@link dataTableHtml}): React neither rebuilds nor hydrates its cells. The method page's tables
 * hold ~1,300 cells; as React elements they were most of its flight data (117 KB) and of its
 * hydration on a phone (issue 25: Lighthouse TBT 671 → 491 ms with the tables left out).
 */
export function DataTable<Row>({ label, ...table }: DataTableProps<Row>) {
  const html = dataTableHtml(table, { table: styles.table ?? '', number: styles.number ?? '' });
  return <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />;
}
