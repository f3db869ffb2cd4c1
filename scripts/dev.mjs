// `npm run dev`: the same Express app, with Vite serving and reloading the sources.
import { createServer } from "vite";
import express from "express";

process.env.NODE_ENV = "development";
const vite = await createServer({ server: { middlewareMode: true } });
// The church's content, read (and watched) once, as the production start does: the pages read it from the
// content module, which Vite keeps between requests.
await (await vite.ssrLoadModule("./server.ts")).prepareContent();
const app = express();
app.use(vite.middlewares);
app.use(async (req, res, next) => {
  try {
    const { createApp } = await vite.ssrLoadModule("./server.ts");
    createApp({ mode: "development" })(req, res, next);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    next(error);
  }
});
const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`Development server on http://localhost:${port}`));
