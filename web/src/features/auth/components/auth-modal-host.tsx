import { lazy, Suspense, useState } from "react";
import { useSnapshot } from "valtio";
import { authModalState } from "../modal-state.ts";

const AuthModal = lazy(() => import("./auth-modal.tsx").then((m) => ({ default: m.AuthModal })));

/** Loads the login / registration modal the first time it is opened (keeps the first load small). */
export function AuthModalHost() {
  const { open } = useSnapshot(authModalState);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  ) : null;
}
