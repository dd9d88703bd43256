import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

const root = join(import.meta.dirname, "..", "build", "client");
const notFoundPage = join(root, "404", "index.html");
if (!existsSync(notFoundPage)) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
const notFoundHtml = readFileSync(notFoundPage);

const assets = sirv(root, { etag: true, ignores: ["__spa-fallback.html"] });

const server = createServer((req, res) => {
  assets(req, res, () => {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    res.end(notFoundHtml);
  });
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
server.listen(port, host, () => console.log(`SpinHaven is served on http://localhost:${port}`));
