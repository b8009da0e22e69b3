/** The shared login / registration modal of the shell (login by default). */
import { proxy } from "valtio";
import { saveCurrentLocation } from "../../lib/return-url.ts";
import { clearAuthError } from "../../lib/session/session.ts";

export type AuthMode = "login" | "register";

export const authModalState = proxy<{ open: boolean; mode: AuthMode }>({ open: false, mode: "login" });

/** Opens the modal on `mode`, remembering the current page as the return URL. */
export function openAuthModal(mode: AuthMode = "login"): void {
  saveCurrentLocation();
  clearAuthError();
  authModalState.mode = mode;
  authModalState.open = true;
}

/** Opens the login modal (for any page that needs the user to log in first). */
export function openLoginModal(): void {
  openAuthModal("login");
}

export function switchAuthMode(mode: AuthMode): void {
  clearAuthError();
  authModalState.mode = mode;
}

export function closeAuthModal(): void {
  authModalState.open = false;
  authModalState.mode = "login";
}
