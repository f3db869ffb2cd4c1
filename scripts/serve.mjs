// Starts the built site: `npm run serve` (after `npm run build`), or through `npm start`.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);
process.env.NODE_ENV ??= "production";

const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const server = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
try {
  await server.startServer({ clientDir: path.join(buildDir, "client") });
} catch (error) {
  if (error?.name === "EnvError") {
    console.error(`${error.message}\nSee .env.example for every setting.`);
  } else {
    console.error(error?.code === "EADDRINUSE" ? `Port already in use: set PORT to another one.` : error);
  }
  process.exit(1);
}
