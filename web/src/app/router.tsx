import { lazy } from "react";
import { createBrowserRouter } from "react-router-dom";
import { CalculationPage } from "./routes/calculation-page.tsx";
import { HomePage } from "../features/home/components/home-page.tsx";
import { ErrorPage } from "./error-page.tsx";
import { Layout } from "./layout.tsx";

// Pages loaded on demand: the first load stays small.
const LoginPage = lazy(() =>
  import("../features/auth/components/login-page.tsx").then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import("../features/auth/components/register-page.tsx").then((m) => ({ default: m.RegisterPage })),
);
const LogoutPage = lazy(() =>
  import("../features/auth/components/logout-page.tsx").then((m) => ({ default: m.LogoutPage })),
);

// The account feature's pages.
const AccountPage = lazy(() =>
  import("../features/account/components/account-page.tsx").then((m) => ({ default: m.AccountPage })),
);
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
  import("../features/report/components/shared-result-page.tsx").then((m) => ({ default: m.SharedResultPage })),
);

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/auth/login", element: <LoginPage /> },
      { path: "/register", element: <RegisterPage /> },
      { path: "/auth/register", element: <RegisterPage /> },
      { path: "/logout", element: <LogoutPage /> },
      { path: "/auth/logout", element: <LogoutPage /> },
      { path: "/account", element: <AccountPage /> },
      { path: "/email-verification", element: <EmailVerificationPage /> },
      { path: "/verify-email/:uid/:token", element: <VerifyEmailPage /> },
      { path: "/email-change/:uid/:token", element: <EmailChangePage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/reset-password/:uid/:token", element: <ResetPasswordPage /> },
      { path: "/set-password/:uid/:token", element: <SetPasswordPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/sonuc/:shareId", element: <SharedResultPage /> },
      { path: "/hesaplama/:slug", element: <CalculationPage /> },
      // The older form /{type} reaches the same page; it stays last so the fixed routes above win.
      { path: "/:slug", element: <CalculationPage /> },
    ],
  },
]);
