/**
 * The browser tests drive Debian's Chromium headless shell (the benches its full browser) with a phone's face
 * (chromium.ts), the hosting checks run Debian's nginx, the units' check runs systemd-analyze, and the durability
 * check and the restore's test run strace. None comes from npm: on a fresh machine where we are root, install
 * them; otherwise say what is missing.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROME_PATH, PHONE_FACE_FILE, TEST_CHROME_PATH } from "#scripts/chromium.ts";
import { BROTLI_MODULE, NGINX } from "#scripts/servers.ts";

const needed = [
  { pkg: "chromium", path: CHROME_PATH },
  { pkg: "chromium-headless-shell", path: TEST_CHROME_PATH },
  { pkg: "fonts-roboto-unhinted", path: PHONE_FACE_FILE },
  { pkg: "nginx", path: NGINX },
  { pkg: "libnginx-mod-http-brotli-static", path: BROTLI_MODULE },
  // systemd-analyze checks the units of deploy/systemd; strace shows the store's fsync before each answer, and kills a
  // restore at each of its steps.
  { pkg: "systemd", path: "/usr/bin/systemd-analyze" },
  { pkg: "strace", path: "/usr/bin/strace" },
];
const missing = needed.filter((tool) => !existsSync(tool.path));

if (missing.length > 0) {
  const packages = missing.map((tool) => tool.pkg);
  if (process.getuid?.() !== 0) {
    console.error(`Missing ${packages.join(", ")}. Install them with: sudo apt-get install -y ${packages.join(" ")}`);
    process.exit(1);
  }
  console.log(`Installing ${packages.join(", ")} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
}
