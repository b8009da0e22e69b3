/**
 * Page-level error boundaries (web/src/app/route-error.tsx, around every page in routes.tsx): a page that fails keeps the shell's header and sidebar
 * and shows a Turkish error with 'Tekrar dene', which renders the page again; only an error of the shell itself
 * reaches the root's whole-app error page. A failed part of the shell outside the routes (the login dialog) stays
 * inside its own boundary.
 */
import type { ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_ERROR_TITLE, AppErrorBoundary } from "@web/app/error-page.tsx";
import { NOT_FOUND_TITLE, NotFoundPage } from "@web/app/not-found-page.tsx";
import { Layout } from "@web/app/layout.tsx";
import { ROUTE_ERROR_TEXT, ROUTE_ERROR_TITLE, RouteErrorBoundary } from "@web/app/route-error.tsx";
import { PartBoundary } from "@web/components/part-boundary.tsx";
import { clearSession } from "@web/lib/session/session.ts";
import { loadRepoRuleSet } from "./rules.ts";

let broken = false;

/** A page that fails to render while `broken`. */
function FlakyPage() {
  if (broken) throw new Error("render failed");
  return <h1>Sağlam sayfa</h1>;
}

/** The routes as routes.tsx builds them: the shell in the app's boundary, each page in its own. */
function Routes({ shell }: { shell: ReactNode }) {
  const routes: RouteObject[] = [
    {
      element: <AppErrorBoundary>{shell}</AppErrorBoundary>,
      children: [
        { path: "/", element: <RouteErrorBoundary>{<h1>Ana sayfa</h1>}</RouteErrorBoundary> },
        { path: "/kirik", element: <RouteErrorBoundary>{<FlakyPage />}</RouteErrorBoundary> },
        { path: "*", element: <RouteErrorBoundary>{<NotFoundPage />}</RouteErrorBoundary> },
      ],
    },
  ];
  return useRoutes(routes);
}

/** The address shown, as the router holds it. */
function Address() {
  return <output aria-label="Adres">{useLocation().pathname}</output>;
}

function showApp(path: string, shell: ReactNode = <Layout />) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes shell={shell} />
      <Address />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  loadRepoRuleSet();
  clearSession();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  clearSession();
});

describe("route error boundary", () => {
  it("keeps the header and the sidebar, says what happened in Turkish, and 'Tekrar dene' renders the page again", async () => {
    broken = true;
    showApp("/kirik");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(ROUTE_ERROR_TITLE);
    expect(alert).toHaveTextContent(ROUTE_ERROR_TEXT);
    expect(ROUTE_ERROR_TITLE).toBe("Bu sayfa gösterilemedi");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Yapı türleri menüsü" })).toBeInTheDocument();
    expect(screen.queryByText(APP_ERROR_TITLE)).not.toBeInTheDocument();

    broken = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Tekrar dene" }));
    expect(await screen.findByRole("heading", { name: "Sağlam sayfa" })).toBeInTheDocument();
    expect(screen.queryByText(ROUTE_ERROR_TITLE)).not.toBeInTheDocument();
  });

  it("lets the user leave the failed page for the home page", async () => {
    broken = true;
    showApp("/kirik");
    await screen.findByText(ROUTE_ERROR_TITLE);
    await userEvent.setup().click(screen.getByRole("link", { name: "Ana sayfaya dön" }));
    expect(await screen.findByRole("heading", { name: "Ana sayfa" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Adres" })).toHaveTextContent(/^\/$/);
    broken = false;
  });

  it("answers an unknown address inside the shell in Turkish with a way on", async () => {
    showApp("/hesaplama/sera/fazla");
    expect(await screen.findByRole("heading", { name: NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Hesaplama sayfasına git" })).toHaveAttribute("href", "/hesaplama/sera");
    expect(screen.getByRole("link", { name: "Ana sayfaya dön" })).toHaveAttribute("href", "/");
    expect(screen.queryByText(APP_ERROR_TITLE)).not.toBeInTheDocument();
  });

  it("tells how to mend an e-mailed link cut by a wrapped line", async () => {
    showApp("/reset-password/Mw");
    expect(await screen.findByRole("heading", { name: NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/iki satıra bölünmüş olabilir/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Yeni şifre bağlantısı iste" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("leaves an error of the shell itself to the root's whole-app error page", async () => {
    function BrokenShell(): never {
      throw new Error("shell failed");
    }
    showApp("/", <BrokenShell />);
    expect(await screen.findByText(APP_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.queryByText(ROUTE_ERROR_TITLE)).not.toBeInTheDocument();
  });
});

describe("a failed part of the shell", () => {
  it("shows a Turkish alert in place of the part, keeps the rest, and 'Tekrar dene' renders it again", async () => {
    broken = true;
    render(
      <>
        <h1>Sayfa duruyor</h1>
        <PartBoundary label="Giriş penceresi">
          <FlakyPage />
        </PartBoundary>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Giriş penceresi açılamadı. Lütfen tekrar deneyin.");
    expect(screen.getByRole("heading", { name: "Sayfa duruyor" })).toBeInTheDocument();
    broken = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Tekrar dene" }));
    expect(await screen.findByRole("heading", { name: "Sağlam sayfa" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
