/** The one error shape of the API: a catalogue code with its Turkish text; pure (the browser runs it offline too). */
import { ERROR_CATALOGUE, formatDetail, type ApiError, type ErrorCode } from "./errors.ts";

/** A failure with a catalogue code; turned into the one error shape by app.onError. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: string;
  readonly fields?: Record<string, string[]>;
  /** Seconds for the `Retry-After` header of a 429 (app.onError sets it). */
  readonly retryAfter?: number;

  constructor(
    code: ErrorCode,
    options: {
      detail?: string;
      params?: Record<string, string>;
      fields?: Record<string, string[]>;
      retryAfter?: number;
    } = {},
  ) {
    const detail = options.detail ?? formatDetail(ERROR_CATALOGUE[code].detail, options.params);
    super(detail);
    this.code = code;
    this.detail = detail;
    if (options.fields) this.fields = options.fields;
    if (options.retryAfter !== undefined) this.retryAfter = Math.max(1, Math.ceil(options.retryAfter));
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
