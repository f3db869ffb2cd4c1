/**
 * Unit and integration tests serve the bundled demo church's content folder,
 * as the site does when CONTENT_DIR is unset: server modules that call
 * getContent() see the real thing, read once by the site's own loader
 * (tests/setup/load-demo-content.ts), never a hand-made stand-in.
 */
import { inject } from "vitest";
import { setContentForTests } from "~/server/content-store.server";

const { content, files } = inject("demoContent");
setContentForTests(content, files);
