import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import builds from "./tests/e2e/support/test-builds.json";

/** Every port derives from E2E_PORT, so two checkouts can run their tests side by side. */
const PORT = Number(process.env.E2E_PORT || 9000);
const DIR = "public";
const origin = (port: number) => `http://127.0.0.1:${port}`;

/** The build as a host without rules serves it (scripts/static-server.mjs): /blog is its fallback page. */
const PLAIN_PORT = PORT;
/** Debian's nginx with the build's deploy/nginx.conf, as a self-hosted server or the Docker image serves it. */
const NGINX_PORT = PORT + 2;
/** Cloudflare Pages' own asset server (wrangler pages dev) on the build with Cloudflare's own _redirects (scripts/host-engine.mjs). */
const CLOUDFLARE_PORT = PORT + 4;
/** Netlify's own redirect and header engine (netlify dev) on the build with Netlify's own _redirects. */
const NETLIFY_PORT = PORT + 5;
/** The copy of the site with generated articles (scripts/build-scale.mjs), served by the plain server. */
const ARCHIVE_PORT = PORT + 9;
/**
 * Which run this is: `npm test`, a pull request's gate; `npm run test:all` then runs the nightly projects
 * (E2E_RUN=nightly); `npm run test:content` (E2E_CHANGED) only the page-by-page checks of the pages the changed
 * content files can alter (tests/e2e/fixtures.ts, pagesToCheck).
 */
const RUN = process.env.E2E_CHANGED !== undefined ? "content" : process.env.E2E_RUN === "nightly" ? "nightly" : "pull-request";
/** The forms' delivery: scripts/form-receiver.mjs, and the build scripts/build-forms.mjs makes for the ports test-builds.json names. */
const RECEIVER_PORT = PORT + builds.forms.receiverPortAfterE2ePort;
const FORMS_SITE_PORT = PORT + builds.forms.sitePortAfterE2ePort;
const FORMS_SPEC = /\/forms-delivery\.spec\.ts$/;
// Read by the spec in the test workers, which inherit this process's environment.
process.env.FORMS_E2E_RECEIVER = origin(RECEIVER_PORT);

/** The specs about what a host does with the build's rules run once per host. */
const HOST_SPECS = /\/(csp|hosts)\.spec\.ts$/;
/** The policies as the browser enforces them, checked once, on nginx, which applies the build's headers. */
const BROWSER_POLICY_SPEC = /\/csp-browser\.spec\.ts$/;
/** The hosts' engines also have their logs read for rules they refuse. */
const ENGINE_SPECS = [HOST_SPECS, /\/engine-logs\.spec\.ts$/];
/** A malformed URL, sent to nginx and Cloudflare's engine; Netlify's local engine would end its process on it. */
const MALFORMED_SPEC = /\/malformed-url\.spec\.ts$/;
/** The listings are tested where they have more than one page: on the copy with generated articles, and only there. */
const LISTING_SPECS = /\/insights\.spec\.ts$/;
/** The CMS (/admin) runs under its own policy, so it is tested where the build's headers apply: on nginx. */
const CMS_SPEC = /\/cms\.spec\.ts$/;

/**
 * nginx and the hosts' engines: installed first when missing (scripts/ensure-debian.mjs), hence the time, and asked
 * to stop, not killed, so their wrappers remove the copies and folders they made.
 */
const SLOW_TO_START = { timeout: 240_000, gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 } };

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["line"]] : "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's build of the shell Playwright runs headless tests in (scripts/ensure-debian.mjs); for
      // --headed, HEADLESS_SHELL_PATH=/usr/bin/chromium.
      executablePath: process.env.HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: {
    content: [{ name: "content", testMatch: /\/pages\.spec\.ts$/, use: { baseURL: origin(PLAIN_PORT) } }],
    "pull-request": [
      {
        name: "desktop",
        testIgnore: [...ENGINE_SPECS, MALFORMED_SPEC, BROWSER_POLICY_SPEC, CMS_SPEC, FORMS_SPEC, LISTING_SPECS],
        use: { baseURL: origin(PLAIN_PORT) },
      },
      // decap-server listens on PORT + 3 (tests/e2e/cms.spec.ts).
      { name: "cms", testMatch: CMS_SPEC, use: { baseURL: origin(NGINX_PORT) } },
    ],
    nightly: [
      { name: "listings", testMatch: LISTING_SPECS, use: { baseURL: origin(ARCHIVE_PORT) } },
      // metadata.engine names the server for tests/e2e/support/engines.ts.
      { name: "nginx", testMatch: [HOST_SPECS, MALFORMED_SPEC, BROWSER_POLICY_SPEC], use: { baseURL: origin(NGINX_PORT) }, metadata: { engine: "nginx" } },
      {
        name: "cloudflare-pages",
        testMatch: [...ENGINE_SPECS, MALFORMED_SPEC],
        use: { baseURL: origin(CLOUDFLARE_PORT) },
        metadata: { engine: "cloudflare-pages" },
      },
      {
        name: "netlify",
        testMatch: ENGINE_SPECS,
        use: { baseURL: origin(NETLIFY_PORT) },
        metadata: { engine: "netlify" },
      },
      { name: "forms-delivery", testMatch: FORMS_SPEC, use: { baseURL: origin(FORMS_SITE_PORT) } },
    ],
  }[RUN],
  webServer: { content: [plain(PLAIN_PORT, DIR)], "pull-request": [plain(PLAIN_PORT, DIR), nginx()], nightly: [nginx(), ...nightlyServers()] }[RUN],
});

/** A server the run starts, or reuses outside CI, ready once `path` answers on `port`. */
function server(command: string, port: number, path = "/") {
  return { command, url: `${origin(port)}${path}`, reuseExistingServer: !process.env.CI, stdout: "ignore" as const };
}

/** The project's plain preview server (scripts/static-server.mjs) on a build. */
function plain(port: number, dir: string) {
  return server(`node scripts/static-server.mjs --port ${port} --dir ${dir}`, port);
}

/** Debian's nginx with the build's deploy/nginx.conf. */
function nginx() {
  return { ...server(`node scripts/nginx-server.mjs --port ${NGINX_PORT} --dir ${DIR} --conf deploy/nginx.conf`, NGINX_PORT), ...SLOW_TO_START };
}

/** The nightly run's other servers: the hosts' engines, the forms' receiver and build, the archive. */
function nightlyServers(): Extract<PlaywrightTestConfig["webServer"], unknown[]> {
  return [
    // The engines log to build/hosts/<host>.log, which tests/e2e/engine-logs.spec.ts reads for invalid rules.
    ...(
      [
        ["cloudflare-pages", CLOUDFLARE_PORT],
        ["netlify", NETLIFY_PORT],
      ] as const
    ).map(([host, port]) => ({
      ...server(`node scripts/host-engine.mjs --engine ${host} --port ${port} --dir ${DIR} --log build/hosts/${host}.log`, port),
      ...SLOW_TO_START,
    })),
    server(`node scripts/form-receiver.mjs --port ${RECEIVER_PORT}`, RECEIVER_PORT, "/__received"),
    plain(FORMS_SITE_PORT, builds.forms.dir),
    plain(ARCHIVE_PORT, `${builds.archive.dir}/public`),
  ];
}
