import { lazy, Suspense } from "react";
import { Outlet } from "react-router-dom";
import { AuthModalHost } from "../features/auth/components/auth-modal-host.tsx";
import { SERVER_UNREACHABLE } from "./health.ts";
import { useSession } from "../lib/session/use-session.ts";
import { NotificationRegion } from "../components/notification-region.tsx";
import { HydratedLater } from "../components/hydrated-later.tsx";
import { Header } from "./header.tsx";
import { PartBoundary } from "../components/part-boundary.tsx";
import { Sidebar } from "./sidebar.tsx";
import { useSessionLifecycle } from "./use-session-lifecycle.ts";
import { useIdleStarted } from "../lib/idle-start.ts";
import "./shell.css";

// The service worker's registration and its update prompt: loaded once the browser is idle (lib/idle-start.ts).
const UpdatePrompt = lazy(() => import("./update-prompt.tsx").then((m) => ({ default: m.UpdatePrompt })));
const PendingSavesSync = lazy(() => import("./pending-saves-sync.tsx").then((m) => ({ default: m.PendingSavesSync })));

export const OFFLINE_MESSAGE =
  "İnternet bağlantınız kesildi. Hesaplamalar bu cihazda yapılmaya devam eder; kayıtlar bağlantı gelince gönderilir.";

/** The offline banner: the network is gone, or the server cannot be reached. */
function OfflineBanner() {
  const { networkStatus, serverProblem } = useSession();
  if (networkStatus !== "offline") return null;
  return (
    <p role="alert" className="offline-banner">
      {serverProblem
        ? `${SERVER_UNREACHABLE}.${serverProblem.fromServer ? ` ${serverProblem.message}` : ""}`
        : OFFLINE_MESSAGE}
    </p>
  );
}

/** The parts that start once the page is in use: the service worker's update prompt and the offline saves' sync. */
function RunningParts() {
  if (!useIdleStarted()) return null;
  return (
    <PartBoundary label="Güncelleme bildirimi">
      <Suspense fallback={null}>
        <UpdatePrompt />
        <PendingSavesSync />
      </Suspense>
    </PartBoundary>
  );
}

/**
 * The shell: header, offline banner, sidebar, the page outlet, toasts and the login / registration modal. It reads
 * no state itself: what changes once a prerendered page runs (the stored session, the parts that start then)
 * re-renders only its own part, not the page. The page has no loading boundary here (a lazy page brings its own,
 * routes.tsx), so a prerendered page hydrates at once; the header and the sidebar hydrate after it (HydratedLater).
 */
export function Layout() {
  useSessionLifecycle();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        İçeriğe geç
      </a>
      <HydratedLater>
        <Header />
      </HydratedLater>
      <OfflineBanner />
      <div className="shell__body">
        <HydratedLater>
          <Sidebar />
        </HydratedLater>
        <main id="main" className="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <NotificationRegion />
      <RunningParts />
      <PartBoundary label="Giriş penceresi">
        <AuthModalHost />
      </PartBoundary>
    </div>
  );
}
