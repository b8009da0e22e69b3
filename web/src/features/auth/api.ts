/** The account calls of the shell: login, logout, registration and its checks, Google. */
import type {
  GoogleAuthDto,
  RegistrationRequest,
  SessionTokensDto,
  UniqueCheckDto,
} from "@worker/core/contracts/account-schemas.ts";
import type { ApiMessage } from "@worker/core/contracts/api.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api/api-client.ts";

const api = paths.api.accounts;

const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body) });

export function requestTokens(username: string, password: string) {
  return apiRequest<SessionTokensDto>(paths.api.token, post({ username, password }));
}

/** Revokes the server session of `access` (sent explicitly: local state is already gone). */
export function requestLogout(access: string) {
  return apiRequest<ApiMessage>(
    api.logout,
    { method: "POST", headers: { Authorization: `Bearer ${access}` } },
    { auth: false },
  );
}

export function requestRegistration(input: RegistrationRequest) {
  return apiRequest<ApiMessage>(api.register, post(input));
}

export type UniqueField = "username" | "email";

export function checkUnique(field: UniqueField, value: string) {
  return apiRequest<UniqueCheckDto>(field === "username" ? api.checkUsername : api.checkEmail, post({ value }));
}

export function fetchGoogleAuthUrl() {
  return apiRequest<GoogleAuthDto>(api.googleAuth);
}
