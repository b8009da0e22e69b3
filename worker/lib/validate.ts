/**
 * The one validation wrapper: zValidator whose hook throws a catalogue 400 with per-field Turkish messages.
 * The raw ZodError never reaches a client. Schemas carry the Turkish messages themselves.
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError } from "../core/contracts/app-error.ts";
import { fieldErrors, type IssueList } from "../core/contracts/field-errors.ts";

export function validationError(error: IssueList): AppError {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0]?.[0];
  return new AppError("validation_failed", { ...(first ? { detail: first } : {}), fields });
}

const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;

/**
 * A JSON body not sent as JSON answers 415, not a field list — also when the schema would take the empty object hono
 * validates in its place (a calculation body, a profile whose fields are all optional).
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    const media = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim();
    if (target === "json" && !JSON_MEDIA.test(media)) throw new AppError("unsupported_media_type");
    if (result.success) return;
    throw validationError(result.error);
  });
}
