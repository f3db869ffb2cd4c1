import { useT } from "~/hooks/use-t";
import { bookName } from "~/lib/bible-books";
import { Form } from "react-router";

export interface SearchFormProps {
  query: string;
  filters: { series: string | null; book: string | null; year: number | null };
  options: { series: { slug: string; name: string }[]; books: { id: string; name: string }[]; years: number[] };
}

/**
 * A GET form: without JavaScript the browser submits it as a normal page
 * request; with it, React Router navigates in the page. Everything lives in
 * the URL, so a search can be bookmarked and shared.
 */
export function SearchForm({ query, filters, options }: SearchFormProps) {
  const { t } = useT();
  return (
    <Form method="get" action="/watch/search" role="search" aria-label={t("search.form.label")} className="search-form">
      <div className="search-field">
        <label htmlFor="search-q">{t("search.form.query")}</label>
        <div className="search-field-row">
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={query}
            key={query}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="button">
            {t("search.form.submit")}
          </button>
        </div>
      </div>
      <fieldset className="search-filters">
        <legend>{t("search.form.narrow")}</legend>
        <label>
          {t("search.form.series")}
          <select name="series" defaultValue={filters.series ?? ""} key={`s${filters.series}`}>
            <option value="">{t("search.form.allSeries")}</option>
            {options.series.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("search.form.book")}
          <select name="book" defaultValue={filters.book ?? ""} key={`b${filters.book}`}>
            <option value="">{t("search.form.anyBook")}</option>
            {options.books.map((item) => (
              <option key={item.id} value={item.id}>
                {bookName(item, t)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("search.form.year")}
          <select name="year" defaultValue={filters.year ?? ""} key={`y${filters.year}`}>
            <option value="">{t("search.form.anyYear")}</option>
            {options.years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
    </Form>
  );
}
