import { Hono } from "hono";
import { z } from "zod";
import type { LocationCheckAnswer } from "../core/contracts/api.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../lib/validate.ts";
import { checkLocation } from "../core/geo/location-check.ts";

const message = "Haritadan bir konum seçmeniz gerekiyor";
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: message }).min(min, message).max(max, message),
  );

const checkBody = z.object({ latitude: coordinate(-90, 90), longitude: coordinate(-180, 180) });

export const locationRoutes = new Hono<AppEnv>().post("/check", validate("json", checkBody), (c) => {
  const { latitude, longitude } = c.req.valid("json");
  const data = checkLocation(latitude, longitude);
  return c.json({
    success: true,
    data,
    message: data.izmirinIcinde === false ? "İzmir sınırları dışında" : "Konum doğrulandı",
  } satisfies LocationCheckAnswer);
});
