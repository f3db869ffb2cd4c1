import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { siteView } from "~/content/site";
import { getContent } from "~/server/content.server";
import { FormView } from "./forms/form-view";
import { DonorRequestForm } from "./giving/donor-request-form";
import { JoinForm } from "./groups/join-form";
import { PlanVisitForm } from "./plan-visit-form";

/**
 * Issue 43: every form of the site carried the class `plan-visit-form` (the church's forms, Ask to join,
 * Manage my giving, the year-end statement). Each now says what it is, and shares the layout by the
 * stylesheet naming it (app/styles/plan-visit.css): the pages look the same at 375 and 1280 px.
 */

const content = getContent();
const site = siteView(
  content,
  { vimeo: "demo", planningCenter: "demo", mailchimp: "demo" },
  Date.now(),
  "https://church.example",
);

/** The classes of the one <form> a component renders, inside a router whose root has the site (as on a page). */
function formClasses(element: ReactNode): string[] {
  const router = createMemoryRouter([{ id: "root", path: "/", Component: () => element }], {
    hydrationData: { loaderData: { root: { origin: "https://church.example", site, language: "en" } } },
  });
  const html = renderToString(<RouterProvider router={router} />);
  const forms = [...html.matchAll(/<form\b[^>]*\bclass="([^"]*)"/g)].map((match) => match[1]!.split(" "));
  expect(forms).toHaveLength(1);
  return forms[0]!;
}

test("each form carries a class of its own meaning; only the plan-a-visit form is a plan-visit-form", () => {
  const churchForm = Object.values(content.forms)[0]!;
  expect(formClasses(<FormView view={{ form: churchForm, token: "t", dateLimits: {} }} />)).toEqual(["site-form"]);
  expect(formClasses(<JoinForm groupId="arcata-tuesday" />)).toEqual(["join-form"]);
  expect(formClasses(<DonorRequestForm kind="manage" sent={false} noMail={false} />)).toEqual(["donor-request-form"]);
  expect(formClasses(<PlanVisitForm options={[]} from="/visit" />)).toEqual(["plan-visit-form"]);
});
