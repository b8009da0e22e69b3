/** A schema check's issues as the error shape's `fields`: messages by field path (`non_field_errors` for the root). */

/** The part of a zod error we read (zod's classic and core errors both have it). */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function fieldErrors(error: IssueList): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "non_field_errors";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
