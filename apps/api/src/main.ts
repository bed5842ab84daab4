// Entry point: the only module that listens. Shuts down gracefully on SIGTERM/SIGINT.
import { sites } from "@tl/site-config/sites";
import { hostname } from "@tl/site-config/resolve";
import { buildApp } from "./app";
import { loadEnv } from "./env";

const env = loadEnv();
const app = buildApp({ sitesDir: env.SITES_DIR, logger: { level: env.LOG_LEVEL } });

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  // once: a second Ctrl-C falls through to Node's default and stops at once.
  process.once(signal, () => {
    app.log.info({ signal }, "closing: finishing in-flight requests");
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "close failed");
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ host: env.HOST, port: env.PORT });
} catch (error) {
  app.log.error({ err: error }, "could not listen");
  process.exit(1);
}
const urls = Object.values(sites).map((site) => `http://${hostname(site.hosts.local)}:${env.PORT}`);
app.log.info({ sitesDir: env.SITES_DIR }, `Sites: ${urls.join(" ")} (any other host gets the host switch)`);
