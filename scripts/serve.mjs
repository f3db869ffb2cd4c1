// Starts the built site: `npm run serve` (after `npm run build`), or through `npm start`.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);
process.env.NODE_ENV ??= "production";

const server = await import("../build/server/index.js");
try {
  await server.startServer({ clientDir: `${root}build/client` });
} catch (error) {
  if (error?.name === "EnvError") {
    console.error(`${error.message}\nSee .env.example for every setting.`);
  } else {
    console.error(error?.code === "EADDRINUSE" ? `Port already in use: set PORT to another one.` : error);
  }
  process.exit(1);
}
