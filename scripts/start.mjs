// `npm start`: install what is missing, build when the sources changed, serve.
import { ensureBuild, ensureDependencies } from "./lib/prepare.mjs";

ensureDependencies();
ensureBuild();
await import("./serve.mjs");
