import type { ReactNode } from "react";

/**
 * A table of a donor's gifts (their page behind "Manage my giving", a
 * year's statement): the cells wrap on a phone rather than scroll
 * (giving-donor.css). The rows are the caller's; amounts are right-aligned.
 */
export function DonorTable({
  columns,
  children,
  foot,
}: {
  columns: readonly { label: string; number?: boolean }[];
  children: ReactNode;
  foot?: ReactNode;
}) {
  return (
    <div className="donor-table-wrap">
      <table className="donor-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.number ? "number" : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </div>
  );
}
