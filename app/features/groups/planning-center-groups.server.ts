import { z } from "zod";
import {
  fetchAllPages,
  pagingFields,
  planningCenterCredentials,
  type PlanningCenterCredentials,
} from "~/server/planning-center-pages.server";
import { readSchedule, type GroupEnrollment } from "~/lib/groups";
import { htmlToLines } from "~/features/events/plain-lines";
import type { GroupRecord } from "./group-record";

/**
 * Planning Center Groups (JSON:API), read only, on the server. One list of the
 * church's groups with their group type, location and enrollment included,
 * followed page by page (the shared pager, app/server/planning-center-pages.server.ts),
 * and mapped at once to `GroupRecord`: nothing past this module sees Planning Center's shapes.
 * Groups archived, private, or of a type hidden in Church Center are not for the public site.
 */

/** Pinned so a new Planning Center release cannot change the shapes under us. */
export const PCO_GROUPS_API_VERSION = "2023-07-10";
const PAGE_SIZE = 100;

const reference = (type: string) =>
  z.object({ data: z.object({ type: z.literal(type), id: z.string() }).nullish() }).optional();

const groupResource = z.object({
  type: z.literal("Group"),
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    description: z.string().nullish(),
    schedule: z.string().nullish(),
    contact_email: z.string().nullish(),
    archived_at: z.string().nullish(),
    enrollment_open: z.boolean().nullish(),
    location_type_preference: z.string().nullish(),
  }),
  relationships: z
    .object({
      group_type: reference("GroupType"),
      location: reference("Location"),
      enrollment: reference("Enrollment"),
    })
    .default({}),
});

const groupTypeResource = z.object({
  type: z.literal("GroupType"),
  id: z.string(),
  attributes: z.object({ name: z.string().nullish(), church_center_visible: z.boolean().nullish() }),
});
const locationResource = z.object({
  type: z.literal("Location"),
  id: z.string(),
  attributes: z.object({ name: z.string().nullish(), display_preference: z.string().nullish() }),
});
const enrollmentResource = z.object({
  type: z.literal("Enrollment"),
  id: z.string(),
  attributes: z.object({ status: z.string().nullish(), member_limit_reached: z.boolean().nullish() }),
});
const otherResource = z.object({ type: z.string(), id: z.string() });

export const groupsPageSchema = z.object({
  data: z.array(groupResource),
  included: z.array(z.union([groupTypeResource, locationResource, enrollmentResource, otherResource])).default([]),
  ...pagingFields,
});
type GroupsPage = z.output<typeof groupsPageSchema>;

/** Every public group of the church, from Planning Center Groups. */
export async function fetchGroups(
  credentials: PlanningCenterCredentials = planningCenterCredentials(),
): Promise<GroupRecord[]> {
  const pages = await fetchAllPages({
    path: "/groups/v2/groups",
    query: { include: "enrollment,group_type,location", order: "name", per_page: String(PAGE_SIZE) },
    schema: groupsPageSchema,
    apiVersion: PCO_GROUPS_API_VERSION,
    credentials,
  });
  return groupsFromPages(pages);
}

export function groupsFromPages(pages: GroupsPage[]): GroupRecord[] {
  const included = new Map<string, { type: string; attributes?: Record<string, unknown> }>();
  for (const page of pages)
    for (const resource of page.included) included.set(`${resource.type}:${resource.id}`, resource);
  const find = <T>(type: string, id: string | undefined): T | undefined =>
    id === undefined ? undefined : (included.get(`${type}:${id}`) as T | undefined);

  const groups: GroupRecord[] = [];
  for (const page of pages) {
    for (const group of page.data) {
      const attributes = group.attributes;
      const groupType = find<z.output<typeof groupTypeResource>>("GroupType", group.relationships.group_type?.data?.id);
      const location = find<z.output<typeof locationResource>>("Location", group.relationships.location?.data?.id);
      const enrollment = find<z.output<typeof enrollmentResource>>(
        "Enrollment",
        group.relationships.enrollment?.data?.id,
      );
      if (attributes.archived_at) continue;
      if (groupType?.attributes.church_center_visible === false) continue;
      if (enrollment?.attributes.status === "private") continue;
      const { day, time } = readSchedule(attributes.schedule);
      const description = htmlToLines(attributes.description).filter(Boolean).join("\n\n");
      groups.push({
        id: `pco-${group.id}`,
        name: attributes.name.trim(),
        description: description || null,
        day,
        time,
        schedule: day ? null : attributes.schedule?.trim() || null,
        // Only a location the church shows (never a hidden one), by its name, never its street address.
        area:
          location && location.attributes.display_preference !== "hidden"
            ? location.attributes.name?.trim() || null
            : null,
        kind: groupType?.attributes.name?.trim() || null,
        childcare: null,
        enrollment: enrollmentOf(enrollment, attributes.enrollment_open),
        leaderEmail: attributes.contact_email?.trim() || null,
        leaderName: null,
      });
    }
  }
  return groups;
}

function enrollmentOf(
  enrollment: z.output<typeof enrollmentResource> | undefined,
  open: boolean | null | undefined,
): GroupEnrollment {
  const status = enrollment?.attributes.status;
  if (status === "full" || enrollment?.attributes.member_limit_reached) return "full";
  if (status === "open") return "open";
  if (status === "closed") return "closed";
  return open === false ? "closed" : "open";
}
