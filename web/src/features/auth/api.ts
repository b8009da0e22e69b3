/** The account calls of the shell (shell document §7): login, current user, logout, registration and its checks. */
import { apiRequest } from "../../lib/api-client.ts";
import type { SessionUser } from "../../lib/session.ts";

export const authApi = {
  token: "/token/",
  me: "/accounts/me/",
  logout: "/accounts/me/logout/",
  register: "/accounts/register/",
  checkUsername: "/accounts/check-username/",
  checkEmail: "/accounts/check-email/",
  passwordResetRequest: "/accounts/password-reset-request/",
  googleAuth: "/accounts/google/auth/",
} as const;

const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body) });

export function requestTokens(username: string, password: string) {
  return apiRequest<{ access: string; refresh: string }>(authApi.token, post({ username, password }));
}

export function fetchMe() {
  return apiRequest<SessionUser>(authApi.me);
}

/** Revokes the server session of `access` (sent explicitly: local state is already gone). */
export function requestLogout(access: string) {
  return apiRequest<unknown>(
    authApi.logout,
    { method: "POST", headers: { Authorization: `Bearer ${access}` } },
    { auth: false },
  );
}

export interface RegisterInput {
  username: string;
  email: string;
  password?: string;
}

export function requestRegistration(input: RegisterInput) {
  return apiRequest<{ success: true; message: string }>(authApi.register, post(input));
}

export type UniqueField = "username" | "email";

export function checkUnique(field: UniqueField, value: string) {
  return apiRequest<{ is_unique: boolean; message?: string }>(
    field === "username" ? authApi.checkUsername : authApi.checkEmail,
    post({ value }),
  );
}

export function requestPasswordReset(email: string) {
  return apiRequest<{ success: true; detail?: string; message?: string }>(
    authApi.passwordResetRequest,
    post({ email }),
  );
}

export function fetchGoogleAuthUrl() {
  return apiRequest<{ authorization_url: string }>(authApi.googleAuth);
}
