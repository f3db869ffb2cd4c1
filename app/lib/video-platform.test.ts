import { expect, test } from "vitest";
import { videoPlatformOf } from "./video-platform";

test("a player's address names its platform by its host", () => {
  expect(videoPlatformOf("https://vimeo.com/event/4567/embed")).toBe("vimeo");
  expect(videoPlatformOf("https://player.vimeo.com/video/123")).toBe("vimeo");
  expect(videoPlatformOf("https://www.youtube.com/embed/live_stream?channel=UC123")).toBe("youtube");
  expect(videoPlatformOf("https://youtu.be/abc")).toBe("youtube");
  expect(videoPlatformOf("https://www.facebook.com/plugins/video.php?href=x")).toBe("facebook");
});

test("any other site, a look-alike host or a broken address is 'other'", () => {
  expect(videoPlatformOf("https://stream.example.org/live")).toBe("other");
  expect(videoPlatformOf("https://notvimeo.com/123")).toBe("other");
  expect(videoPlatformOf("https://vimeo.com.evil.example/x")).toBe("other");
  expect(videoPlatformOf("not an address")).toBe("other");
});
