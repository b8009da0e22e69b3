import { ERROR_CATALOGUE, formatDetail, type ApiError, type ErrorCode } from "../contracts/errors.ts";

/** A failure with a catalogue code; turned into the one error shape by app.onError. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: string;
  readonly fields?: Record<string, string[]>;

  constructor(code: ErrorCode, options: { detail?: string; params?: Record<string, string>; fields?: Record<string, string[]> } = {}) {
    const detail = options.detail ?? formatDetail(ERROR_CATALOGUE[code].detail, options.params);
    super(detail);
    this.code = code;
    this.detail = detail;
    if (options.fields) this.fields = options.fields;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }

  toBody(requestId?: string): ApiError {
    return {
      success: false,
      code: this.code,
      detail: this.detail,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(requestId ? { request_id: requestId } : {}),
    };
  }
}
