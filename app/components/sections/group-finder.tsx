import { useId } from "react";
import { Form, Link } from "react-router";
import { useT } from "~/hooks/use-t";
import { clockLabel, GROUP_DAYS, type GroupFinderView, type GroupView } from "~/lib/groups";
import { usePageContext, type SectionData as Of } from "./page-context";
import { Markdown, SectionFrame } from "./frame";

export type { GroupFinderView };

/**
 * The group finder (issue 28): a GET form of selects and checkboxes that
 * reloads the same page with the filters in its address (no JavaScript
 * needed), then each group with its day and time on the church's clock, area,
 * kind, childcare, whether it has room, and its Ask to join page.
 */
export function GroupFinderSection({
  section,
  view,
}: {
  section: Of<"group-finder">;
  view: GroupFinderView | undefined;
}) {
  const { t } = useT();
  return (
    <SectionFrame section={section} heading={section.heading ?? t("groups.finder.heading")} className="group-finder">
      {section.text ? <Markdown text={section.text} className="readable" /> : null}
      {!view || view.status === "unavailable" ? (
        <p className="notice">{t("groups.finder.unavailable")}</p>
      ) : view.total === 0 ? (
        <p>{t("groups.finder.empty")}</p>
      ) : (
        <>
          <FilterForm view={view} />
          <p className="group-count" role="status">
            {t("groups.finder.count", { shown: view.groups.length, total: view.total })}
          </p>
          {view.groups.length === 0 ? (
            <p>{t("groups.finder.none")}</p>
          ) : (
            <ul className="group-list">
              {view.groups.map((group) => (
                <GroupCard key={group.id} group={group} lang={view.textLang} />
              ))}
            </ul>
          )}
        </>
      )}
    </SectionFrame>
  );
}

function FilterForm({ view }: { view: Extract<GroupFinderView, { status: "ok" }> }) {
  const { t } = useT();
  const { page } = usePageContext();
  const { filters } = view;
  const id = useId();
  return (
    <Form method="get" action={`${page.path}#groups`} className="group-filters" id="groups">
      <fieldset>
        <legend>{t("groups.finder.filters")}</legend>
        <div className="group-filter-fields">
          <div className="group-filter">
            <label htmlFor={`${id}-day`}>{t("groups.filter.day")}</label>
            <select id={`${id}-day`} name="day" defaultValue={filters.day ?? ""}>
              <option value="">{t("groups.filter.anyDay")}</option>
              {GROUP_DAYS.map((day) => (
                <option key={day} value={day}>
                  {t("groups.day.option", { day })}
                </option>
              ))}
            </select>
          </div>
          {view.kinds.length > 1 ? (
            <div className="group-filter">
              <label htmlFor={`${id}-kind`}>{t("groups.filter.kind")}</label>
              <select id={`${id}-kind`} name="kind" defaultValue={filters.kind ?? ""}>
                <option value="">{t("groups.filter.anyKind")}</option>
                {view.kinds.map((kind) => (
                  <option key={kind} lang={view.textLang}>
                    {kind}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {view.areas.length > 1 ? (
            <div className="group-filter">
              <label htmlFor={`${id}-area`}>{t("groups.filter.area")}</label>
              <select id={`${id}-area`} name="area" defaultValue={filters.area ?? ""}>
                <option value="">{t("groups.filter.anyArea")}</option>
                {view.areas.map((area) => (
                  <option key={area} lang={view.textLang}>
                    {area}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <label className="group-filter-check">
            <input type="checkbox" name="childcare" value="yes" defaultChecked={filters.childcare} />
            <span>{t("groups.filter.childcare")}</span>
          </label>
          <label className="group-filter-check">
            <input type="checkbox" name="open" value="yes" defaultChecked={filters.open} />
            <span>{t("groups.filter.open")}</span>
          </label>
        </div>
        <div className="group-filter-actions">
          <button type="submit" className="button button-gold">
            {t("groups.filter.apply")}
          </button>
          <Link to={`${page.path}#groups`}>{t("groups.filter.clear")}</Link>
        </div>
      </fieldset>
    </Form>
  );
}

function GroupCard({ group, lang }: { group: GroupView; lang?: string }) {
  const { t } = useT();
  const { style } = usePageContext();
  const time = group.time ? clockLabel(group.time, style.clock) : null;
  const day = group.day ? t("groups.day.plural", { day: group.day }) : null;
  const when = day && time ? t("groups.group.dayAndTime", { day, time }) : (day ?? time ?? group.schedule);
  return (
    <li className="group-card">
      <h3 lang={lang}>{group.name}</h3>
      <p className={`group-enrollment group-enrollment-${group.enrollment}`}>
        {t("groups.group.enrollment", { status: group.enrollment })}
      </p>
      {/* One line of facts, not a list of terms: a hundred cards stay a small page (Lighthouse, issue 28). */}
      <p className="group-facts">
        {when}
        {[group.area, group.kind].filter(Boolean).map((fact, index) => (
          <span key={index} lang={lang}>
            {when || index > 0 ? " · " : ""}
            {fact}
          </span>
        ))}
      </p>
      {group.childcare ? <p className="group-childcare">{t("groups.group.childcare")}</p> : null}
      {group.description ? (
        <p className="group-description" lang={lang}>
          {group.description}
        </p>
      ) : null}
      {group.enrollment === "open" ? (
        <Link
          className="button button-outline"
          to={`/groups/join?group=${encodeURIComponent(group.id)}`}
          aria-label={t("groups.group.joinName", { name: group.name })}
        >
          {t("groups.group.join")}
        </Link>
      ) : null}
    </li>
  );
}
