/**
 * The account calls. Each answers an outcome instead of throwing: the screens choose
 * their own texts for a network failure, and a 429 reads the fixed rate-limit sentence (messages.ts).
 */
import type {
  ChangePasswordAnswer,
  EmailChangeRequest,
  ProfileAnswer,
  ProfileRequest,
} from "@worker/core/contracts/account-schemas.ts";
import type { ApiData, ApiMessage, ApiNotice } from "@worker/core/contracts/api.ts";
import { paths } from "../../config/paths.ts";
import { ApiClientError, apiRequest } from "../../lib/api/api-client.ts";
import { storeTokens } from "../../lib/session/session.ts";
import { MESSAGES } from "./messages.ts";

const api = paths.api.accounts;

export type Outcome<T = unknown> =
  | { ok: true; message: string; data: T }
  | { ok: false; kind: "network" | "rate_limit" | "server"; message: string; fields?: Record<string, string[]> };

/** An account answer (worker/core/contracts): its message, on some the same again as `detail`, on some a payload. */
type Answer<T> = ApiMessage & Partial<Pick<ApiNotice, "detail">> & Partial<ApiData<T>>;

/** The error's text: the server's own sentence when it sent one (detail), else the client's normalised text. */
function failure(err: unknown): Outcome<never> {
  if (err instanceof ApiClientError) {
    if (err.kind === "NETWORK_ERROR" || err.kind === "CORS_ERROR")
      return { ok: false, kind: "network", message: MESSAGES.networkError };
    // The login back-off names its wait; other limits read MESSAGES.tooManyRequests.
    if (err.kind === "RATE_LIMIT_ERROR")
      return {
        ok: false,
        kind: "rate_limit",
        message: err.code === "too_many_login_attempts" && err.detail ? err.detail : MESSAGES.tooManyRequests,
      };
    return {
      ok: false,
      kind: "server",
      message: err.detail ?? err.message,
      ...(err.fields ? { fields: err.fields } : {}),
    };
  }
  return { ok: false, kind: "server", message: MESSAGES.genericError };
}

async function call<T>(path: string, method: string, body?: unknown, auth = true): Promise<Outcome<T>> {
  try {
    const answer = await apiRequest<Answer<T>>(
      path,
      { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      { auth },
    );
    return { ok: true, message: answer.message ?? answer.detail ?? "", data: answer.data as T };
  } catch (err) {
    return failure(err);
  }
}

export const updateProfile = (input: ProfileRequest) => call<ProfileAnswer["data"]>(api.me, "PATCH", input);

export const requestEmailChange = (input: EmailChangeRequest) => call(api.requestEmailChange, "POST", input);

export const deleteAccount = (password: string) => call(api.deleteAccount, "DELETE", { password });

// The link and e-mail calls work without a session.
export const sendVerification = (email: string) => call(api.sendVerification, "POST", { email }, false);
export const verifyEmail = (uid: string, token: string) => call(api.verifyEmail, "POST", { uid, token }, false);
export const confirmEmailChange = (uid: string, token: string, newEmail: string) =>
  call(api.confirmEmailChange, "POST", { uid, token, new_email: newEmail }, false);
export const resetPassword = (uid: string, token: string, newPassword: string) =>
  call(api.resetPassword, "POST", { uid, token, new_password: newPassword }, false);
export const setPassword = (uid: string, token: string, newPassword: string) =>
  call(api.setPassword, "POST", { uid, token, new_password: newPassword }, false);

/**
 * POST /accounts/me/password/: on success every other session has ended and this browser gets a fresh token pair
 * (stored here, so the next request does not meet the old, now revoked token).
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<Outcome> {
  try {
    const answer = await apiRequest<ChangePasswordAnswer>(api.changePassword, {
      method: "POST",
      body: JSON.stringify({ current_password: currentPassword, new_password: newPassword }),
    });
    storeTokens(answer.access, answer.refresh);
    return { ok: true, message: answer.message ?? MESSAGES.changePasswordSuccess, data: undefined };
  } catch (err) {
    return failure(err);
  }
}

export const requestPasswordReset = (email: string) => call(api.passwordResetRequest, "POST", { email }, false);
