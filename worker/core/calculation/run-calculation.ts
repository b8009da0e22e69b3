/**
 * A calculation as the API runs it, in the worker and — without a network — in the browser: the version named by
 * the body (`surum`, else `mevzuat_tarihi`, else today's), the type named by the path segment (slug or `api_yolu`),
 * then parse → evaluate → present over the bundled rule sets and geo layers. Input errors become catalogue 400s.
 * Pure.
 */
import type { CalculationResult } from "../contracts/calculation.ts";
import { izmirLocator } from "../geo/izmir.ts";
import { AppError } from "../contracts/app-error.ts";
import { selectForBody, typeForPath } from "./selection.ts";
import { calculate } from "./calculate.ts";
import { InputError } from "./input-error.ts";

export function unsupported(slug: string): AppError {
  const detail = `Unsupported structure type: ${slug}`;
  return new AppError("unsupported_structure_type", { params: { slug }, fields: { calculation_type: [detail] } });
}

export async function runCalculation(
  pathSlug: string,
  body: Record<string, unknown>,
  now = new Date(),
): Promise<CalculationResult> {
  const version = selectForBody(body, now);
  const slug = typeForPath(version, pathSlug);
  if (!slug) throw unsupported(pathSlug);
  try {
    return await calculate(version, slug, body, izmirLocator(), now);
  } catch (err) {
    throw asCatalogueError(err);
  }
}

/** A calculation's input error as the catalogue's 400 (other errors unchanged). */
export function asCatalogueError(err: unknown): unknown {
  if (err instanceof InputError) return new AppError("validation_failed", { detail: err.message, fields: err.fields });
  return err;
}
