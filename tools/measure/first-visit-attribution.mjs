/**
 * Which packages and source folders the first visit's chunk is made of, gzip bytes each
 * (compressed separately, so the sum is above the real figure; compare rows, not totals).
 *   npx vite build --sourcemap --outDir /tmp/smdist --emptyOutDir
 *   node tools/measure/first-visit-attribution.mjs /tmp/smdist/assets/app-<hash>.js [rows]
 */
import fs from "node:fs";
import zlib from "node:zlib";
import { SourceMapConsumer } from "source-map-js";

const f = process.argv[2];
const code = fs.readFileSync(f, "utf8");
const map = JSON.parse(fs.readFileSync(f + ".map", "utf8"));
const c = new SourceMapConsumer(map);
const lines = code.split("\n");
const by = {};
let prev = null;
const grp = (k) => {
  k = k.replace(/.*node_modules\//, "nm/");
  if (k.startsWith("nm/")) {
    const p = k.split("/");
    return p[1].startsWith("@") ? p[1] + "/" + p[2] : p[1];
  }
  const m = k.match(/work\/main\/([^/]+\/src\/[^/]+(\/[^/]+)?)/);
  return m ? m[1] : k;
};
c.eachMapping((m) => {
  if (prev && prev.gl === m.generatedLine) {
    const s = lines[prev.gl - 1].slice(prev.gc, m.generatedColumn);
    (by[prev.g] = by[prev.g] || []).push(s);
  }
  prev = {
    gl: m.generatedLine,
    gc: m.generatedColumn,
    g: grp(m.source || "?"),
  };
});
const rows = Object.entries(by).map(([k, v]) => [
  k,
  v.join("").length,
  zlib.gzipSync(v.join("")).length,
]);
rows
  .sort((a, b) => b[2] - a[2])
  .slice(0, +process.argv[3] || 40)
  .forEach((r) =>
    console.log(String(r[2]).padStart(7), String(r[1]).padStart(8), r[0]),
  );
