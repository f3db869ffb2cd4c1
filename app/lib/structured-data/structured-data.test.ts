import type { Church, GeoCoordinates, WithContext } from "schema-dts";
import { expect, test } from "vitest";
import type { ChurchEvent } from "~/types";
import { getContent } from "~/server/content.server";
import {
  churchData,
  linkedDataContext,
  churchIsoTime,
  eventData,
  isoDuration,
  serializeJsonLd,
  serviceEventData,
  sermonData,
} from ".";

const ORIGIN = "https://church.example";
const { church } = getContent();
const CONTEXT = linkedDataContext({ origin: ORIGIN, church, brand: getContent().brand });
const LA = "America/Los_Angeles";

test("no upstream text can end the script element or change how HTML reads it", () => {
  const hostile = "</script><script>alert(1)</script><!-- \u2028\u2029 & done";
  const serialized = serializeJsonLd({ name: hostile });
  // Without <, > or & the HTML parser cannot see a tag, a comment or an entity inside the script.
  expect(serialized).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(serialized)).toEqual({ name: hostile });
});

test("times carry the church zone's offset, durations are ISO 8601", () => {
  expect(churchIsoTime(Date.parse("2026-11-29T18:30:00Z"), LA)).toBe("2026-11-29T10:30:00-08:00");
  expect(churchIsoTime("2026-07-05T17:30:00Z", LA)).toBe("2026-07-05T10:30:00-07:00");
  expect(isoDuration(2125)).toBe("PT35M25S");
  expect(isoDuration(3600)).toBe("PT1H");
  expect(isoDuration(0)).toBe("PT0S");
});

test("the church has its address, telephone, logo and social profiles, all absolute", () => {
  const data = churchData(CONTEXT);
  expect(data).toMatchObject({
    "@type": "Church",
    name: church.name,
    url: `${ORIGIN}/`,
    logo: `${ORIGIN}${getContent().brand.images["icon-512"]}`,
    telephone: church.phone!.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: church.address.street,
      addressLocality: church.address.city,
      postalCode: church.address.postalCode,
    },
  });
  expect(data).toHaveProperty("sameAs", [
    expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
    expect.stringMatching(/^https:\/\/www\.instagram\.com\//),
  ]);
});

test("an event has offset dates, a Place with a PostalAddress, an absolute image and its status", () => {
  const event = {
    id: "1",
    name: "Prayer Night",
    startsAt: "2026-11-28T03:00:00Z",
    endsAt: "2026-11-28T04:30:00Z",
    allDay: false,
    descriptionLines: ["Come and pray."],
    imageUrl: null,
    fallbackImageUrl: "/images/events/fallback-3.svg",
    registrationUrl: null,
    location: "Chapel",
  } as unknown as ChurchEvent;
  expect(eventData(event, CONTEXT)).toMatchObject({
    "@type": "Event",
    startDate: "2026-11-27T19:00:00-08:00",
    endDate: "2026-11-27T20:30:00-08:00",
    location: {
      "@type": "Place",
      name: "Chapel",
      address: { "@type": "PostalAddress", postalCode: church.address.postalCode },
    },
    image: `${ORIGIN}/images/events/fallback-3.svg`,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    organizer: { "@type": "Organization", name: church.name },
  });
});

test("a sermon is a VideoObject with a breadcrumb trail through its series", () => {
  const [video, trail] = sermonData(
    {
      name: "Moving In",
      description: "",
      slug: "moving-in",
      date: Date.parse("2026-11-15T18:30:00Z"),
      duration: 2585,
      embedUrl: "https://player.vimeo.com/video/1",
      pictureUrl: "/images/sermons/renovated-lives.svg",
      series: { name: "Renovated Lives", slug: "renovated-lives" },
    },
    CONTEXT,
  );
  expect(video).toMatchObject({
    "@type": "VideoObject",
    name: "Moving In",
    description: "Moving In",
    thumbnailUrl: `${ORIGIN}/images/sermons/renovated-lives.svg`,
    uploadDate: "2026-11-15T10:30:00-08:00",
    duration: "PT43M5S",
    embedUrl: "https://player.vimeo.com/video/1",
  });
  expect(trail.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Messages", item: `${ORIGIN}/watch` },
    { "@type": "ListItem", position: 2, name: "Renovated Lives", item: `${ORIGIN}/series/renovated-lives` },
    { "@type": "ListItem", position: 3, name: "Moving In", item: `${ORIGIN}/message/moving-in` },
  ]);
});

test("a sermon with a transcript carries it as the VideoObject's transcript; one without has none", () => {
  const input = {
    name: "Moving In",
    description: "",
    slug: "moving-in",
    date: Date.parse("2026-11-15T18:30:00Z"),
    duration: 0,
    embedUrl: "https://player.vimeo.com/video/1",
    pictureUrl: null,
    series: null,
  };
  expect(sermonData({ ...input, transcript: "We have come to the last week." }, CONTEXT)[0]).toMatchObject({
    transcript: "We have come to the last week.",
  });
  expect(sermonData(input, CONTEXT)[0]).not.toHaveProperty("transcript");
});

test("the church's coordinates are schema.org GeoCoordinates, on the church and its services' place", () => {
  expect(church.geo).toBeDefined();
  // Read back as a search engine reads the script: parsed JSON, typed as schema.org's Church.
  const parsed = JSON.parse(serializeJsonLd(churchData(CONTEXT))) as WithContext<Church>;
  const geo = (parsed as { geo?: GeoCoordinates }).geo;
  expect(geo).toEqual({ "@type": "GeoCoordinates", latitude: church.geo!.latitude, longitude: church.geo!.longitude });
  const service = serviceEventData(
    { name: "Sunday", description: "Worship", startsAt: 0, endsAt: 3_600_000, path: "/visit" },
    CONTEXT,
  );
  expect((service.location as { geo?: GeoCoordinates }).geo).toEqual(geo);
});

test("a church without coordinates has no geo, and names no made-up place", () => {
  const withoutGeo = { ...CONTEXT, church: { ...church, geo: undefined } };
  const parsed = JSON.parse(serializeJsonLd(churchData(withoutGeo))) as Record<string, unknown>;
  expect(parsed).not.toHaveProperty("geo");
  expect(parsed).toHaveProperty("address.streetAddress", church.address.street);
});

test("on a Spanish page the data points to the Spanish pages and names its crumbs as the page does (issue 36)", () => {
  const spanish = linkedDataContext({ origin: ORIGIN, church, brand: getContent().brand }, "/es");
  const event = {
    id: "camp",
    name: "Campamento",
    startsAt: "2027-07-06T16:00:00Z",
    endsAt: "2027-07-10T19:00:00Z",
    allDay: false,
    descriptionLines: [],
    imageUrl: null,
    fallbackImageUrl: "/images/events/fallback-3.svg",
    registrationUrl: null,
    signUpPath: "/events/camp/sign-up",
    location: null,
  } as unknown as ChurchEvent;
  const data = eventData(event, spanish);
  expect(data).toMatchObject({
    url: `${ORIGIN}/es/events/camp/sign-up`,
    image: `${ORIGIN}/images/events/fallback-3.svg`,
  });
  expect(eventData({ ...event, signUpPath: null }, spanish)).toMatchObject({ url: `${ORIGIN}/es/events` });
  const [, trail] = sermonData(
    {
      name: "Oración",
      description: "",
      slug: "oracion",
      date: Date.parse("2026-11-15T18:30:00Z"),
      duration: 0,
      embedUrl: "https://player.vimeo.com/video/2",
      pictureUrl: null,
      series: null,
      messagesCrumb: "Mensajes",
    },
    spanish,
  );
  expect(trail.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Mensajes", item: `${ORIGIN}/es/watch` },
    { "@type": "ListItem", position: 2, name: "Oración", item: `${ORIGIN}/es/message/oracion` },
  ]);
});
