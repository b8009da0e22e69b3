/**
 * The types a land type allows (web/src/features/calculation/components/land-type-types.tsx): reloaded from
 * GET /api/calculations/yapi-turleri/?arazi_vasfi= whenever the form's land type changes; without a connection, from
 * the worker's own list code in the browser.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { LandTypeTypes } from "@web/features/calculation/components/land-type-types.tsx";
import { calculationState } from "@web/features/calculation/form-state.ts";
import { repoRuleSet } from "../unit/repo-rule-set.ts";
import { stubApi } from "./api-stub.ts";

const RULES = repoRuleSet();
const allowed = (landType: string) => {
  const id = RULES.arazi_vasiflari.find((l) => l.ad === landType)!.id;
  return RULES.turler.filter((t) => t.arazi_vasiflari.includes(id));
};

afterEach(() => {
  calculationState.landType = "";
});

describe("types of the chosen land type", () => {
  it("loads the land type's types when it is chosen and again when it changes", async () => {
    const api = stubApi({
      "GET /api/calculations/yapi-turleri/": (call) => {
        const landType = new URL(call.url, "http://x").searchParams.get("arazi_vasfi")!;
        return { body: { success: true, data: allowed(landType), message: "" } };
      },
    });
    render(
      <MemoryRouter>
        <LandTypeTypes slug="sera" rules={{ surum: "1.0.0" }} />
      </MemoryRouter>,
    );
    expect(api.calls).toHaveLength(0);
    await act(async () => void (calculationState.landType = "Tarla"));
    const list = await screen.findByTestId("land-type-types");
    const tarla = allowed("Tarla").filter((t) => t.slug !== "sera");
    expect(within(list).getAllByRole("link")).toHaveLength(tarla.length);
    expect(list).toHaveTextContent(`“Tarla” arazisinde hesaplanabilen diğer yapılar (${tarla.length})`);
    expect(api.calls[0]!.url).toBe("/api/calculations/yapi-turleri/?arazi_vasfi=Tarla&surum=1.0.0");

    await act(async () => void (calculationState.landType = "Dikili vasıflı"));
    const dikili = allowed("Dikili vasıflı").filter((t) => t.slug !== "sera");
    await waitFor(() => expect(screen.getByTestId("land-type-types")).toHaveTextContent(`(${dikili.length})`));
    expect(api.callsOf("GET /api/calculations/yapi-turleri/")).toHaveLength(2);
    expect(tarla.length).not.toBe(dikili.length);
  });

  it("lists the same types without a connection (the browser's offline engine)", async () => {
    stubApi({ "GET /api/calculations/yapi-turleri/": () => "network-error" });
    render(
      <MemoryRouter>
        <LandTypeTypes slug="sera" rules={{ surum: "1.0.0" }} />
      </MemoryRouter>,
    );
    await act(async () => void (calculationState.landType = "Tarla"));
    const list = await screen.findByTestId("land-type-types", {}, { timeout: 10_000 });
    const tarla = allowed("Tarla").filter((t) => t.slug !== "sera");
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(tarla.map((t) => `${t.emoji} ${t.label}`));
  });

  it("says 'Yapı türleri çekilemedi' when the server fails", async () => {
    stubApi({
      "GET /api/calculations/yapi-turleri/": () => ({
        status: 500,
        body: { success: false, code: "internal_error", detail: "" },
      }),
    });
    render(
      <MemoryRouter>
        <LandTypeTypes slug="sera" rules={{}} />
      </MemoryRouter>,
    );
    await act(async () => void (calculationState.landType = "Tarla"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Yapı türleri çekilemedi");
  });
});
