/** The return URL after login (web/src/lib/return-url.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isSavableReturnUrl, saveCurrentLocation, saveReturnUrl, takeReturnUrl } from "@web/lib/return-url.ts";
import { MemoryStorage } from "../fixtures/memory-storage.ts";

beforeEach(() => vi.stubGlobal("sessionStorage", new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe("which URLs are saved", () => {
  it("never the authentication pages or the root", () => {
    for (const url of [
      "/",
      "/login",
      "/register",
      "/auth/login",
      "/auth/register",
      "/login/",
      "/login?google=hata",
      "/register#x",
    ]) {
      expect(isSavableReturnUrl(url), url).toBe(false);
    }
  });

  it("never the logout pages (returning there would log out again) nor other sites", () => {
    for (const url of ["/logout", "/auth/logout", "https://baska.site/x", "//baska.site/x", "hesaplama/sera"]) {
      expect(isSavableReturnUrl(url), url).toBe(false);
    }
  });

  it("any other page of the app, with its query", () => {
    for (const url of ["/hesaplama/sera", "/sera", "/account", "/hesaplama/bag-evi?x=1", "/loginx"]) {
      expect(isSavableReturnUrl(url), url).toBe(true);
    }
  });
});

describe("saving and taking", () => {
  it("gives the saved URL once, then nothing (the caller goes to /)", () => {
    expect(saveReturnUrl("/hesaplama/sera")).toBe(true);
    expect(takeReturnUrl()).toBe("/hesaplama/sera");
    expect(takeReturnUrl()).toBeNull();
  });

  it("forgets an older URL when a page that is not saved comes later", () => {
    saveReturnUrl("/account");
    expect(saveReturnUrl("/")).toBe(false);
    expect(takeReturnUrl()).toBeNull();
  });

  it("saves the browser's current location with its query", () => {
    vi.stubGlobal("location", { pathname: "/hesaplama/kumes-etci", search: "?a=1" });
    saveCurrentLocation();
    expect(takeReturnUrl()).toBe("/hesaplama/kumes-etci?a=1");
    vi.stubGlobal("location", { pathname: "/login", search: "" });
    saveCurrentLocation();
    expect(takeReturnUrl()).toBeNull();
  });
});
