import { expect, test } from "@playwright/test";
import { demo } from "./demo";

// Monday 2 June 2025, 10:00 at the church (church.yaml's zone).
const headers = { "x-test-now": demo.churchTime("2025-06-02", "10:00") };

test("the SPEC's GetEventsQuery, as written, answers from /graphql", async ({ request }) => {
  const response = await request.post("/graphql", {
    headers,
    data: {
      operationName: "GetEventsQuery",
      query: `query GetEventsQuery {
        getEvents {
          data {
            attributes { details image_url name registration_url }
            instances { data { attributes { all_day_event published_starts_at published_ends_at location recurrence recurrence_description } } }
          }
        }
      }`,
    },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  const names = body.data.getEvents.data.map((event: { attributes: { name: string } }) => event.attributes.name);
  expect(names).toContain("VBS");
  const vbs = body.data.getEvents.data.find(
    (event: { attributes: { name: string } }) => event.attributes.name === "VBS",
  );
  expect(vbs.instances.data[0].attributes).toMatchObject({
    all_day_event: false,
    recurrence: "None",
    // The week of the third Monday in July, from 9:00 on the church's clock.
    published_starts_at: demo.churchTime("2025-07-21", "09:00"),
  });
});

test("the list query over GET exposes ids; a broken query gets a GraphQL error reply", async ({ request }) => {
  const list = await request.get("/graphql", { headers, params: { query: "{ getEvents { data { id } } }" } });
  expect(list.status()).toBe(200);
  expect((await list.json()).data.getEvents.data[0]).toEqual({ id: "demo-youth" });

  const broken = await request.post("/graphql", { data: { query: "{ getEvents { data { id }" } });
  expect(broken.status()).toBe(400);
  expect((await broken.json()).errors[0].message).toMatch(/Syntax Error/);
});
