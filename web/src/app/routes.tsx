import { lazy, type ReactNode } from "react";
import type { RouteObject } from "react-router-dom";
import { pagePaths, paths } from "../config/paths.ts";
import { HomePage } from "../features/home/components/home-page.tsx";
import { ErrorPage } from "./error-page.tsx";
import { Layout } from "./layout.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { RouteError } from "./route-error.tsx";
import { CalculationPage } from "./routes/calculation-page.tsx";

// Pages loaded on demand: the first load stays small.
const LoginPage = lazy(() =>
  import("../features/auth/components/login-page.tsx").then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import("../features/auth/components/register-page.tsx").then((m) => ({ default: m.RegisterPage })),
);
const LogoutRedirect = lazy(() =>
  import("../features/auth/components/logout-redirect.tsx").then((m) => ({ default: m.LogoutRedirect })),
);

// The account feature's pages (the profile page with the history composed in).
const AdminPage = lazy(() => import("./routes/admin-page.tsx").then((m) => ({ default: m.AdminRoute })));
const AccountPage = lazy(() => import("./routes/account-page.tsx").then((m) => ({ default: m.AccountRoute })));
const EmailVerificationPage = lazy(() =>
  import("../features/account/components/email-verification-page.tsx").then((m) => ({
    default: m.EmailVerificationPage,
  })),
);
const VerifyEmailPage = lazy(() =>
  import("../features/account/components/verify-email-page.tsx").then((m) => ({ default: m.VerifyEmailPage })),
);
const EmailChangePage = lazy(() =>
  import("../features/account/components/email-change-page.tsx").then((m) => ({ default: m.EmailChangePage })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/account/components/reset-password-page.tsx").then((m) => ({ default: m.ResetPasswordPage })),
);
const SetPasswordPage = lazy(() =>
  import("../features/account/components/reset-password-page.tsx").then((m) => ({ default: m.SetPasswordPage })),
);
const ForgotPasswordPage = lazy(() =>
  import("../features/account/components/forgot-password-page.tsx").then((m) => ({ default: m.ForgotPasswordPage })),
);

const SharedResultPage = lazy(() =>
  import("./routes/shared-result-page.tsx").then((m) => ({ default: m.SharedResultRoute })),
);
const ParcelAnalysisPage = lazy(() =>
  import("./routes/parcel-analysis-page.tsx").then((m) => ({ default: m.ParcelAnalysisRoute })),
);

const LegislationPage = lazy(() =>
  import("../features/legislation/components/legislation-page.tsx").then((m) => ({ default: m.LegislationPage })),
);

/**
 * One route per path a page answers on (its pattern and its older spellings). A page's error shows inside the shell
 * (RouteError keeps the header and the sidebar); only an error of the shell itself reaches the root's ErrorPage.
 */
function page(p: { path: string; aliases?: readonly string[] }, element: ReactNode): RouteObject[] {
  return pagePaths(p).map((path) => ({ path, element, errorElement: <RouteError /> }));
}

/** The app's routes: the browser's router (main.tsx) and the build's prerenderer (prerender/entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      ...page(paths.home, <HomePage />),
      ...page(paths.login, <LoginPage />),
      ...page(paths.register, <RegisterPage />),
      ...page(paths.logout, <LogoutRedirect />),
      ...page(paths.account, <AccountPage />),
      ...page(paths.admin, <AdminPage />),
      ...page(paths.emailVerification, <EmailVerificationPage />),
      ...page(paths.verifyEmail, <VerifyEmailPage />),
      ...page(paths.emailChange, <EmailChangePage />),
      ...page(paths.resetPassword, <ResetPasswordPage />),
      ...page(paths.setPassword, <SetPasswordPage />),
      ...page(paths.forgotPassword, <ForgotPasswordPage />),
      ...page(paths.sharedResult, <SharedResultPage />),
      ...page(paths.parcelAnalysis, <ParcelAnalysisPage />),
      ...page(paths.legislation, <LegislationPage />),
      ...page(paths.calculation, <CalculationPage />),
      // The older form /{type} reaches the same page; it stays last so the fixed routes above win.
      ...page(paths.legacyCalculation, <CalculationPage />),
      // Every other address (a wrapped e-mail link, a mistyped path): a Turkish page inside the shell.
      { path: "*", element: <NotFoundPage />, errorElement: <RouteError /> },
    ],
  },
];
