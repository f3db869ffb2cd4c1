import { ConfirmRemove } from "../confirm-remove";
import { RowsTable } from "../rows-table";

export interface PageRow {
  file: string;
  title: string;
  path: string;
  version: string;
  unpublished: boolean;
  hasDraft: boolean;
}

/** Every page of the site, to open in the editor; a publisher may remove any but the home page. */
export function PagesTable({ pages, mayPublish }: { pages: readonly PageRow[]; mayPublish: boolean }) {
  return (
    <RowsTable caption="Every page of the site" captionHidden columns={["Page", "Address", "Actions"]}>
      {pages.map((page) => (
        <tr key={page.file}>
          <th scope="row">
            <a href={`/admin/edit/${page.file}`}>{page.title}</a>
            {page.unpublished ? <span className="tag">New, not published</span> : null}
            {page.hasDraft && !page.unpublished ? <span className="tag">Your draft</span> : null}
          </th>
          <td data-label="Address">{page.unpublished ? page.path : <a href={page.path}>{page.path}</a>}</td>
          <td>
            {mayPublish && !page.unpublished && page.path !== "/" ? (
              <ConfirmRemove
                what={page.title}
                fields={{ intent: "remove", file: page.file, base: page.version }}
                question={`Remove ${page.title} from the site? It stays in the History and can be restored.`}
                button={`Remove ${page.title}`}
              />
            ) : null}
          </td>
        </tr>
      ))}
    </RowsTable>
  );
}
