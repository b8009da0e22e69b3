import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { useRoutes, type RouteObject } from "react-router-dom";
import { pagePaths, paths } from "../config/paths.ts";
import { HomePage } from "../features/home/components/home-page.tsx";
import { AppErrorBoundary } from "./error-page.tsx";
import { Layout } from "./layout.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { RouteErrorBoundary } from "./route-error.tsx";
import { CalculationPage } from "./routes/calculation-page.tsx";

/**
 * A page loaded on demand (the first load stays small), with its own loading boundary: 'Yükleniyor...' while its
 * code arrives. The pages of the first load have none, so a prerendered one hydrates with the shell's own pass.
 */
function lazyPage(load: () => Promise<ComponentType>): ReactNode {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense
      fallback={
        <p role="status" className="loading-text">
          Yükleniyor...
        </p>
      }
    >
      <Page />
    </Suspense>
  );
}

const LoginPage = lazyPage(() => import("../features/auth/components/login-page.tsx").then((m) => m.LoginPage));
const RegisterPage = lazyPage(() =>
  import("../features/auth/components/register-page.tsx").then((m) => m.RegisterPage),
);
const LogoutRedirect = lazyPage(() =>
  import("../features/auth/components/logout-redirect.tsx").then((m) => m.LogoutRedirect),
);

// The account feature's pages (the profile page with the history composed in).
const AdminPage = lazyPage(() => import("./routes/admin-page.tsx").then((m) => m.AdminRoute));
const AccountPage = lazyPage(() => import("./routes/account-page.tsx").then((m) => m.AccountRoute));
const EmailVerificationPage = lazyPage(() =>
  import("../features/account/components/email-verification-page.tsx").then((m) => m.EmailVerificationPage),
);
const VerifyEmailPage = lazyPage(() =>
  import("../features/account/components/verify-email-page.tsx").then((m) => m.VerifyEmailPage),
);
const EmailChangePage = lazyPage(() =>
  import("../features/account/components/email-change-page.tsx").then((m) => m.EmailChangePage),
);
const ResetPasswordPage = lazyPage(() =>
  import("../features/account/components/reset-password-page.tsx").then((m) => m.ResetPasswordPage),
);
const SetPasswordPage = lazyPage(() =>
  import("../features/account/components/reset-password-page.tsx").then((m) => m.SetPasswordPage),
);
const ForgotPasswordPage = lazyPage(() =>
  import("../features/account/components/forgot-password-page.tsx").then((m) => m.ForgotPasswordPage),
);

const SharedResultPage = lazyPage(() => import("./routes/shared-result-page.tsx").then((m) => m.SharedResultRoute));
const ParcelAnalysisPage = lazyPage(() =>
  import("./routes/parcel-analysis-page.tsx").then((m) => m.ParcelAnalysisRoute),
);

const BatchPage = lazyPage(() => import("../features/batch/components/batch-page.tsx").then((m) => m.BatchPage));

const LegislationPage = lazyPage(() =>
  import("../features/legislation/components/legislation-page.tsx").then((m) => m.LegislationPage),
);

/**
 * One route per path a page answers on (its pattern and its older spellings). A page's error shows inside the shell
 * (its boundary keeps the header and the sidebar); only an error of the shell itself reaches the app's error page.
 */
function page(p: { path: string; aliases?: readonly string[] }, element: ReactNode): RouteObject[] {
  return pagePaths(p).map((path) => ({ path, element: <RouteErrorBoundary>{element}</RouteErrorBoundary> }));
}

/** The app's routes: the browser's router (app/start.tsx) and the build's renderer (app/render-page.tsx). */
const routes: RouteObject[] = [
  {
    element: (
      <AppErrorBoundary>
        <Layout />
      </AppErrorBoundary>
    ),
    children: [
      ...page(paths.home, <HomePage />),
      ...page(paths.login, LoginPage),
      ...page(paths.register, RegisterPage),
      ...page(paths.logout, LogoutRedirect),
      ...page(paths.account, AccountPage),
      ...page(paths.admin, AdminPage),
      ...page(paths.emailVerification, EmailVerificationPage),
      ...page(paths.verifyEmail, VerifyEmailPage),
      ...page(paths.emailChange, EmailChangePage),
      ...page(paths.resetPassword, ResetPasswordPage),
      ...page(paths.setPassword, SetPasswordPage),
      ...page(paths.forgotPassword, ForgotPasswordPage),
      ...page(paths.sharedResult, SharedResultPage),
      ...page(paths.parcelAnalysis, ParcelAnalysisPage),
      ...page(paths.legislation, LegislationPage),
      ...page(paths.batch, BatchPage),
      ...page(paths.calculation, <CalculationPage />),
      // The older form /{type} reaches the same page; it stays last so the fixed routes above win.
      ...page(paths.legacyCalculation, <CalculationPage />),
      // Every other address (a wrapped e-mail link, a mistyped path): a Turkish page inside the shell.
      ...page({ path: "*" }, <NotFoundPage />),
    ],
  },
];

/**
 * The app's pages under the router the caller gives (BrowserRouter in the browser, StaticRouter in the build):
 * react-router's declarative mode, whose code is half the size of the data router's on a phone's first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
