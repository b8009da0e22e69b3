import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.ts";
import { AppError } from "./app-error.ts";
import { requireUser } from "./auth.ts";

/** An authenticated administrator (role from D1, checked by requireUser's fresh read). */
export const requireAdmin = [
  requireUser,
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.get("user").role !== "admin") throw new AppError("forbidden");
    await next();
  }),
] as const;
