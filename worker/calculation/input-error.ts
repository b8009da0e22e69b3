/**
 * An input error of a calculation (rules-spec.md §0.6): 400 with the field and its Turkish message. A fact
 * function may leave the message out for a catalogue field: the engine then uses the field's message from the
 * version's `girdi_alanlari`.
 */
export class InputError extends Error {
  constructor(
    readonly field: string,
    message = "",
  ) {
    super(message);
  }
}
