import { Fragment, type ReactNode } from 'react';
import { FOCUS_LANDING } from '../../hooks/use-focus-rescue';
import { EmptyState } from './empty-state';

export interface DataTableColumn<T> {
  /** Unique in the table. */
  key: string;
  header: ReactNode;
  /** Only screen readers read the header (an actions column). */
  hideHeader?: boolean;
  headerClassName?: string;
  cellClassName?: string;
  /** The row's header cell (<th scope="row">), e.g. its name. */
  rowHeader?: boolean;
  /** The cell's content; not needed when the table draws its rows with `renderRow`. */
  cell?: (row: T, index: number) => ReactNode;
}

// Whole class names, so Tailwind finds every one in this file.
const FROM = { always: '', md: 'hidden md:block', xl: 'hidden xl:block' } as const;
const SIZES = { sm: 'table-zebra table-sm table', md: 'table-zebra table' } as const;

interface DataTableProps<T> {
  /** What the table lists; read only by screen readers unless `captionClassName` shows it. */
  caption: ReactNode;
  captionClassName?: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  rowTestId?: string;
  rowClassName?: (row: T) => string | undefined;
  /** Draws a row itself (e.g. with a details row under it) instead of the columns' cells. */
  renderRow?: (row: T, index: number) => ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  size?: keyof typeof SIZES;
  /** The width from which the table shows (the screen lists cards below it). */
  from?: keyof typeof FROM;
  testId?: string;
  /**
   * Rows take the focus after an action inside them whose button goes away (Make Admin): each row is
   * a focus landing (see hooks/use-focus-rescue).
   */
  focusableRows?: boolean;
}

function Cells<T>({ columns, row, index }: { columns: DataTableColumn<T>[]; row: T; index: number }) {
  return columns.map(({ key, rowHeader, cellClassName, cell }) =>
    rowHeader ? (
      <th key={key} scope="row" className={cellClassName}>
        {cell?.(row, index)}
      </th>
    ) : (
      <td key={key} className={cellClassName}>
        {cell?.(row, index)}
      </td>
    ),
  );
}

/**
 * The admin's table layout: a bordered box that scrolls sideways when narrow, zebra rows, a caption
 * and column headers with their scope, and the empty state when there is nothing to list.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, captionClassName = 'sr-only', columns, rows, rowKey, rowTestId, rowClassName, renderRow } = props;
  if (rows.length === 0 && props.empty !== undefined) return <EmptyState>{props.empty}</EmptyState>;
  return (
    <div className={`border-base-300 rounded-box overflow-x-auto border ${FROM[props.from ?? 'always']}`.trim()} data-testid={props.testId}>
      <table className={SIZES[props.size ?? 'md']}>
        <caption className={captionClassName}>{caption}</caption>
        <thead>
          <tr>
            {columns.map(({ key, header, hideHeader, headerClassName }) => (
              <th key={key} scope="col" className={headerClassName}>
                {hideHeader ? <span className="sr-only">{header}</span> : header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) =>
            renderRow ? (
              <Fragment key={rowKey(row, i)}>{renderRow(row, i)}</Fragment>
            ) : (
              <tr
                key={rowKey(row, i)}
                className={rowClassName?.(row)}
                data-testid={rowTestId}
                {...(props.focusableRows && { tabIndex: -1, [FOCUS_LANDING]: '' })}
              >
                <Cells columns={columns} row={row} index={i} />
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
