import { donorPageOf, PRIVATE } from "~/features/giving/donor-pages.server";
import { statementPageView } from "~/features/giving/statement-page.server";
import { renderStatementPdf } from "~/features/giving/statement-pdf";
import { translator } from "~/i18n/translate";
import type { Route } from "./+types/give-statement-pdf";

/**
 * /give/statement/:year/statement.pdf?donor=…&exp=…&sig=… (issue 30, item 4):
 * the year-end statement as a PDF, the page's statement made by React PDF.
 */
export async function loader(args: Route.LoaderArgs) {
  if (!/^\d{4}$/.test(args.params.year)) return new Response(null, { status: 404, headers: PRIVATE });
  const page = donorPageOf(args);
  if (!page) return new Response(null, { status: 403, headers: PRIVATE });
  const year = Number(args.params.year);
  const pdf = await renderStatementPdf(
    statementPageView(page, year, args.context.now),
    translator(page.language, page.content.country),
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="statement-${year}.pdf"`,
    },
  });
}
