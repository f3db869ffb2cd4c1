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
  return (
    <Form method="get" action="/watch/search" role="search" aria-label="Sermons" className="search-form">
      <div className="search-field">
        <label htmlFor="search-q">Search sermons</label>
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
            Search
          </button>
        </div>
      </div>
      <fieldset className="search-filters">
        <legend>Narrow down (optional)</legend>
        <label>
          Series
          <select name="series" defaultValue={filters.series ?? ""} key={`s${filters.series}`}>
            <option value="">All series</option>
            {options.series.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Book of the Bible
          <select name="book" defaultValue={filters.book ?? ""} key={`b${filters.book}`}>
            <option value="">Any book</option>
            {options.books.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Year
          <select name="year" defaultValue={filters.year ?? ""} key={`y${filters.year}`}>
            <option value="">Any year</option>
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
