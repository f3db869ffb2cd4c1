import { expect, test } from "vitest";
import { mapLinkLabel, mapServiceName, openStreetMapEmbed, openStreetMapLink } from "./map-links";

test("a map link's label names the service it opens, and only that one", () => {
  expect(mapLinkLabel("https://www.google.com/maps/search/?api=1&query=1%20Main%20St")).toBe(
    "Open the map in Google Maps",
  );
  expect(mapLinkLabel("https://maps.app.goo.gl/AbCdEf123")).toBe("Open the map in Google Maps");
  expect(mapLinkLabel("https://maps.google.co.uk/?q=Leeds")).toBe("Open the map in Google Maps");
  expect(mapLinkLabel("https://www.google.de/maps/place/Berlin")).toBe("Open the map in Google Maps");
  expect(mapLinkLabel("https://www.openstreetmap.org/?mlat=53.8&mlon=-1.55#map=17/53.8/-1.55")).toBe(
    "Open the map in OpenStreetMap",
  );
  expect(mapLinkLabel("https://osm.org/go/euu4")).toBe("Open the map in OpenStreetMap");
  expect(mapLinkLabel("https://maps.apple.com/?ll=53.8,-1.55&q=Church")).toBe("Open the map in Apple Maps");
  expect(mapLinkLabel("https://www.bing.com/maps?cp=53.8~-1.55")).toBe("Open the map in Bing Maps");
  // Another service, or Google's pages that are not its maps: a plain label that promises nothing.
  expect(mapLinkLabel("https://www.mapquest.com/us/leeds")).toBe("Open the map");
  expect(mapLinkLabel("https://www.google.com/search?q=church")).toBe("Open the map");
  expect(mapLinkLabel("https://here.com/map/google.com/maps")).toBe("Open the map");
  expect(mapServiceName("not a link")).toBeNull();
});

test("coordinates give OpenStreetMap's link and embed, with a marker on the church", () => {
  const place = { latitude: 35.2828, longitude: -120.6596 };
  const link = new URL(openStreetMapLink(place));
  expect(link.origin).toBe("https://www.openstreetmap.org");
  expect([link.searchParams.get("mlat"), link.searchParams.get("mlon")]).toEqual(["35.2828", "-120.6596"]);
  expect(link.hash).toBe("#map=17/35.2828/-120.6596");
  expect(mapServiceName(link.href)).toBe("OpenStreetMap");

  const embed = new URL(openStreetMapEmbed(place));
  expect(`${embed.origin}${embed.pathname}`).toBe("https://www.openstreetmap.org/export/embed.html");
  expect(embed.searchParams.get("marker")).toBe("35.2828,-120.6596");
  const [west, south, east, north] = embed.searchParams.get("bbox")!.split(",").map(Number);
  expect(west! < place.longitude && place.longitude < east!).toBe(true);
  expect(south! < place.latitude && place.latitude < north!).toBe(true);
});
