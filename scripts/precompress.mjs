// After `react-router build`: writes .br (quality 11) and .gz (level 9) beside
// every hashed asset, so the server sends them as they are instead of
// compressing each request on the fly (app/server/static-assets.server.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { root } from "./lib/prepare.mjs";

const assets = path.join(root, process.env.BUILD_DIR ?? "build", "client", "assets");
const compressible = /\.(js|css|svg|json|txt|map)$/;
let files = 0;
let raw = 0;
let brotli = 0;
let gzip = 0;
for (const name of readdirSync(assets)) {
  const file = path.join(assets, name);
  if (!compressible.test(name) || !statSync(file).isFile()) continue;
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gz = gzipSync(content, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  files += 1;
  raw += content.length;
  brotli += br.length;
  gzip += gz.length;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`precompressed ${files} assets: ${kb(raw)} → gzip ${kb(gzip)}, brotli ${kb(brotli)}`);
