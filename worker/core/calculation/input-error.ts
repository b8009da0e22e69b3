/**
 * An input error of a calculation: a 400 naming the field and its Turkish message (or every invalid field of a
 * request, `fields`). A fact function may leave the message out for a catalogue field: evaluation then uses the
 * field's message from the version's `girdi_alanlari`.
 */
import { fieldErrors } from "../contracts/field-errors.ts";

export class InputError extends Error {
  constructor(
    readonly field: string,
    message = "",
    readonly fields: Record<string, string[]> = { [field]: [message] },
  ) {
    super(message);
  }

  /** The error of a schema check: its first field leads, every field is listed. */
  static fromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): InputError {
    const fields = fieldErrors({ issues });
    const [field = "non_field_errors", messages = ["Geçersiz değer."]] = Object.entries(fields)[0] ?? [];
    return new InputError(field, messages[0], fields);
  }
}
