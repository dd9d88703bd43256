/**
 * `npm run test:nginx`: serves the build with Debian's nginx and the generated deploy/nginx/site.conf
 * on a loopback port, then runs the hosting checks of e2e/hosting/ against it, the same checks the
 * Node server passes. Extra arguments go to Playwright. Needs a build (`npm run build`).
 */
import { runHostingChecks } from "./hosting-checks.ts";
import { startNginx } from "./nginx-server.ts";

const nginx = await startNginx();
console.log(`nginx serves the build on ${nginx.baseUrl}; running the hosting checks against it.`);
const status = runHostingChecks(nginx.baseUrl, "nginx", process.argv.slice(2));
await nginx.stop();
process.exit(status);
