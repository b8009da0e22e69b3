/**
 * The SPA's page addresses (worker/core/contracts/paths.ts), written once for the SPA's routes, the worker's mails
 * and the prerender build: a link built for a page opens that page's route with its parameters intact.
 */
import { matchPath } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { pages, pathPrefix, pathWildcard } from "@worker/core/contracts/paths.ts";

const pathname = (href: string) => new URL(href, "http://planlayici.test").pathname;

describe("page paths", () => {
  it("opens every mailed link on its page's route with the uid and token it was built with", () => {
    for (const page of [pages.verifyEmail, pages.resetPassword, pages.setPassword]) {
      const match = matchPath(page.path, pathname(page.getHref("MTI", "a-b_c")));
      expect(match?.params).toEqual({ uid: "MTI", token: "a-b_c" });
    }
    const change = pages.emailChange.getHref("MTI", "tok", "yeni+adres@ornek.com");
    expect(matchPath(pages.emailChange.path, pathname(change))?.params).toEqual({ uid: "MTI", token: "tok" });
    expect(new URL(change, "http://planlayici.test").searchParams.get("new_email")).toBe("yeni+adres@ornek.com");
  });

  it("builds the pages the prerender writes on the routes the SPA answers", () => {
    expect(matchPath(pages.calculation.path, pages.calculation.getHref("bag-evi"))?.params).toEqual({
      slug: "bag-evi",
    });
    expect(
      matchPath(pages.legislation.path, pathname(pages.legislation.getHref("sera", "?surum=2.0.0"))),
    ).not.toBeNull();
    expect(matchPath(pages.parcelAnalysis.path, pages.parcelAnalysis.getHref())).not.toBeNull();
    expect(matchPath(pages.sharedResult.path, pages.sharedResult.getHref("abc"))?.params).toEqual({ shareId: "abc" });
    expect(pages.calculation.getHref("bag-evi", { girdi: "x y", surum: "2.0.0" })).toBe(
      "/hesaplama/bag-evi?surum=2.0.0&girdi=x%20y",
    );
  });

  it("gives a pattern's fixed start and its wildcard form", () => {
    expect(pathPrefix(pages.resetPassword)).toBe("/reset-password/");
    expect(pathPrefix(pages.login)).toBe("/login");
    expect(pathWildcard(pages.calculation)).toBe("/hesaplama/*");
    expect(pathWildcard(pages.home)).toBe("/");
  });
});
