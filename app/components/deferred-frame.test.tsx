import { parseDocument, DomUtils } from "htmlparser2";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { inSite } from "../../tests/support/in-site";
import { LazyVideo, VideoFrame } from "./video-embed";

/** The page's markup as a browser without JavaScript parses it: like htmlparser2, it reads <noscript>'s content as markup. */
function parseWithoutScripting(html: string) {
  return parseDocument(html, { decodeEntities: true });
}

function frameBox(html: string) {
  return DomUtils.findOne(
    (element) => element.attribs["data-frame"] !== undefined,
    parseWithoutScripting(html).children,
  );
}

function framesInNoscript(box: ReturnType<typeof frameBox>) {
  const noscript = DomUtils.findOne((element) => element.name === "noscript", box!.children);
  return DomUtils.findAll((element) => element.name === "iframe", noscript!.children);
}

test("without JavaScript the player is a plain iframe inside <noscript>, with every attribute intact", () => {
  const html = renderToString(
    <VideoFrame src="https://player.vimeo.com/video/900000106" title="Renovated Lives: Moving In" />,
  );
  const box = frameBox(html);
  expect(box?.attribs.class).toBe("video-frame");
  expect(box!.children).toHaveLength(1);
  const frames = framesInNoscript(box);
  expect(frames).toHaveLength(1);
  expect(frames[0]?.attribs).toEqual({
    src: "https://player.vimeo.com/video/900000106",
    title: "Renovated Lives: Moving In",
    allow: "autoplay; fullscreen; picture-in-picture; encrypted-media",
    allowfullscreen: "",
  });
  // What the script copies onto the iframe is the same, read from the box's data.
  expect(JSON.parse(box!.attribs["data-frame"]!)).toEqual(frames[0]?.attribs);
});

test("a title with quotes and markup cannot leave its attribute or the <noscript>", () => {
  const title = `Q&A: "Why?" </noscript><script>alert(1)</script>`;
  const html = renderToString(<VideoFrame src="https://player.vimeo.com/video/1?h=a&b=c" title={title} />);
  const box = frameBox(html);
  expect(DomUtils.findAll((element) => element.name === "script", parseWithoutScripting(html).children)).toHaveLength(
    0,
  );
  expect(box!.children).toHaveLength(1);
  const [frame] = framesInNoscript(box);
  expect(frame?.attribs.title).toBe(title);
  expect(frame?.attribs.src).toBe("https://player.vimeo.com/video/1?h=a&b=c");
  expect(JSON.parse(box!.attribs["data-frame"]!).title).toBe(title);
});

test("a poster video is, without JavaScript, a link to the video's page; the player waits in its data", () => {
  const html = renderToString(
    inSite(
      <LazyVideo
        src="https://player.vimeo.com/video/900000106"
        title="Vision Sunday"
        thumbnailSrc="/images/vision.jpg"
        thumbnailWidth={640}
        thumbnailHeight={360}
        fallbackHref="/message/vision-sunday"
      />,
    ),
  );
  const box = frameBox(html);
  expect(box?.attribs["data-start"]).toBe("click");
  expect(DomUtils.findAll((element) => element.name === "iframe", box!.children)).toHaveLength(0);
  const link = DomUtils.findOne((element) => element.name === "a", box!.children);
  expect(link?.attribs.href).toBe("/message/vision-sunday");
  expect(link?.attribs["aria-label"]).toBe("Play video: Vision Sunday");
  expect(JSON.parse(box!.attribs["data-frame"]!).src).toBe("https://player.vimeo.com/video/900000106");
});
