/** An input error of a calculation (rules-spec.md §0.6): 400 with the field and its Turkish message. */
export class InputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
