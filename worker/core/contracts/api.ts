/**
 * Shapes of API answers shared with the browser (types only): every route handler `satisfies` its answer's type and
 * the browser's `web/src/features/<feature>/api.ts` reads the answer as that type. The envelopes and the small
 * answers are here; the rule-set shapes are in rule-set.ts, the account answers in account-schemas.ts, the saved
 * calculations in history-schemas.ts. Errors are the one shape of errors.ts.
 */

/** A success answer with its Turkish message. */
export interface ApiMessage {
  success: true;
  message: string;
}

/** A success answer that also carries its message as `detail` (the answers older clients read). */
export interface ApiNotice extends ApiMessage {
  detail: string;
}

/** A success answer with a payload. */
export interface ApiData<T> {
  success: true;
  data: T;
}

/** A success answer with a payload and a message. */
export interface ApiDataMessage<T> extends ApiData<T> {
  message: string;
}

/** One page of a list (keyset pagination): the items and the opaque cursor of the next page, null on the last. */
export interface ApiPage<T> extends ApiData<T[]> {
  next_cursor: string | null;
}

/** A list answer: the items and a message naming how many. */
export type ApiList<T> = ApiDataMessage<T[]>;

/**
 * GET /api/health/. The SPA asks it when a page starts, so it also tells the SPA what this server offers:
 * `google_sign_in` is false when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set (the login form then shows no
 * Google button, whose request would only answer 503 not_configured).
 */
export interface HealthDto {
  success: true;
  status: "ok";
  database: "ok";
  time: string;
  google_sign_in: boolean;
}

export type TriStateDto = boolean | "unknown";

/** POST /api/location/check/ data. `izmirBolgeAdi` is the nearest district / neighbourhood centre (approximate). */
export interface LocationCheckDto {
  izmirinIcinde: TriStateDto;
  buyukOvaIcinde: TriStateDto;
  kapaliSuHavzasiIcinde: TriStateDto;
  details: {
    izmirBolgeAdi: string | null;
    izmirBolgeAdiYaklasik: true;
    buyukOvaAdi: string | null;
    kapaliSuHavzasiAdi: string | null;
  };
}

/** POST /api/location/check/. */
export type LocationCheckAnswer = ApiDataMessage<LocationCheckDto>;
