/**
 * What a deploy gets from wrangler.toml, read the way wrangler reads it: each environment its own D1 database,
 * ENVIRONMENT, observability, the Cron Trigger, the send_email binding and the secrets a deploy cannot go without;
 * the top level (local tooling) publishes nowhere.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { root } from "../../scripts/lib/wrangler.ts";

const read = (env?: string) => unstable_readConfig({ config: join(root, "wrangler.toml"), ...(env ? { env } : {}) });
const ENVIRONMENTS = ["staging", "production"] as const;

describe("wrangler.toml", () => {
  it.each(ENVIRONMENTS)("%s has its own D1 database, ENVIRONMENT, observability, cron and e-mail binding", (name) => {
    const config = read(name);
    expect(config.vars.ENVIRONMENT).toBe(name);
    expect(config.observability?.enabled).toBe(true);
    expect(config.triggers.crons?.length).toBeGreaterThan(0);
    expect(config.send_email.map((b: { name: string }) => b.name)).toEqual(["EMAIL"]);
    expect(config.d1_databases).toHaveLength(1);
    const [db] = config.d1_databases;
    expect(db).toMatchObject({ binding: "DB", migrations_dir: "migrations" });
    expect(db!.database_id).not.toBe(read().d1_databases[0]!.database_id);
    expect(db!.database_name).toContain(name);
  });

  it("gives staging and production different databases", () => {
    const [staging, production] = ENVIRONMENTS.map((n) => read(n).d1_databases[0]!);
    expect(staging!.database_id).not.toBe(production!.database_id);
    expect(staging!.database_name).not.toBe(production!.database_name);
  });

  it.each(ENVIRONMENTS)("%s cannot be deployed without JWT_SECRET and the Cloudflare Access values", (name) => {
    expect(read(name).secrets?.required).toEqual(
      expect.arrayContaining(["JWT_SECRET", "CF_ACCESS_TEAM_DOMAIN", "CF_ACCESS_AUD"]),
    );
  });

  it("top level: runs as production if ever deployed, publishes nowhere, and requires secrets nobody sets", () => {
    const config = read();
    // No ENVIRONMENT var: locally .dev.vars says "development" (a listed secret); without one the worker is production.
    expect(config.vars.ENVIRONMENT).toBeUndefined();
    expect(config.secrets?.required).toContain("ENVIRONMENT");
    expect(config.workers_dev).toBe(false);
    expect(config.preview_urls).toBe(false);
    expect(config.routes ?? []).toEqual([]);
    expect(config.triggers.crons ?? []).toEqual([]);
    expect(config.secrets?.required).toContain("JWT_SECRET");
  });
});
