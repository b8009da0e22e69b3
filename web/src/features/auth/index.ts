/** What other features may use from auth: the session snapshot and the login modal. */
export { useSession } from "../../lib/use-session.ts";
export { openLoginModal } from "./modal-state.ts";
export { isAuthenticated, sessionState, type SessionUser } from "../../lib/session.ts";
export { loadCurrentUser, logout } from "./actions.ts";
