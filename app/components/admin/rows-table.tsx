import type { ReactNode } from "react";

/**
 * The staff area's tables (people, passkeys, pages, activity, history): one
 * row a thing, its name as the row's header; on a phone each row is a card
 * whose cells are named by their data-label (styles/admin-tables.css).
 */
export function RowsTable({
  caption,
  captionHidden = false,
  columns,
  children,
}: {
  caption: string;
  /** The caption is for screen readers only when the heading above says it already. */
  captionHidden?: boolean;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className="rows">
      <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption>
      <thead>
        <tr>
          <ColumnHeaders columns={columns} />
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A table's column headers, one `th` a column (the staff tables' and the insights charts' tables). */
export function ColumnHeaders({ columns }: { columns: readonly string[] }) {
  return columns.map((column) => (
    <th key={column} scope="col">
      {column}
    </th>
  ));
}
