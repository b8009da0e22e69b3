import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { requireUser } from "./auth.ts";
import { requireCloudflareAccess } from "./cloudflare-access.ts";

/** An authenticated administrator (role from D1, checked by requireUser's fresh read). */
export const requireAdmin = [
  requireCloudflareAccess,
  requireUser,
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.get("user").role !== "admin") throw new AppError("forbidden");
    await next();
  }),
] as const;
