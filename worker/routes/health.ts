import { Hono } from "hono";
import type { HealthDto } from "../core/contracts/api.ts";
import type { AppEnv } from "../env.ts";
import { isGoogleSignInConfigured } from "../services/google.ts";
import { checkDatabase } from "../services/health.ts";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  await checkDatabase(c.env.DB);
  return c.json({
    success: true,
    status: "ok",
    database: "ok",
    time: new Date().toISOString(),
    google_sign_in: isGoogleSignInConfigured(c.env),
  } satisfies HealthDto);
});
