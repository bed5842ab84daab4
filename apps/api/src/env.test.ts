import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("defaults to port 4173 on 127.0.0.1, serving the repo's apps/ folder", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 4173, HOST: "127.0.0.1", LOG_LEVEL: "info" });
    expect(existsSync(join(env.SITES_DIR, "api", "package.json"))).toBe(true);
  });

  it("reads set values and treats empty ones as unset", () => {
    expect(parseEnv({ PORT: "8080", LOG_LEVEL: "warn", HOST: "" })).toMatchObject({
      PORT: 8080,
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
    });
  });

  it.each(["abc", "0", "65536", "80.5", "-1", "1e3"])("rejects PORT=%s with a one-line message", (port) => {
    expect(() => parseEnv({ PORT: port })).toThrow(/^Invalid environment: PORT must be a whole number from 1 to 65535$/);
  });

  it("names every bad variable", () => {
    expect(() => parseEnv({ PORT: "x", LOG_LEVEL: "loud" })).toThrow(/PORT must be .*; LOG_LEVEL must be one of fatal/);
  });
});
