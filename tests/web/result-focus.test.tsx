/**
 * On a phone the result panel is far below the form: after a person's 'Hesapla' the answer — a result or a failure —
 * takes the focus (the result's heading) and scrolls into view, smoothly unless the person prefers reduced motion
 * (issue #46). An answer nobody just asked for (the emsal switch's re-submit, the re-ask when the connection
 * returns) leaves the focus and the scroll alone; a re-opened calculation's is tests/web/reopen-result.test.tsx's.
 * Answers come from the repository's rule set.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CalculationForm } from "@web/features/calculation/components/calculation-form.tsx";
import { ResultPanel } from "@web/features/calculation/components/result-panel.tsx";
import { refreshCalculation, resetForType, setEmsalTuru } from "@web/features/calculation/form-state.ts";
import { clearPoint, locationState } from "@web/entities/location/location-state.ts";
import { errorBody, stubApi } from "./api-stub.ts";
import { repoRuleSet, repoType } from "../unit/repo-rule-set.ts";
import { POINT, repoCalculation } from "../unit/repo-calculation.ts";

const RULES = repoRuleSet();
const VERSION = { mevzuat_tarihi: "2026-03-01" };

/** Where the heading is on the page: below the fold of a 390 × 844 phone, or in view. */
function headingAt(top: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    top,
    bottom: top + 30,
    left: 0,
    right: 390,
    width: 390,
    height: 30,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

/** The person's motion preference (the suite's matchMedia answers only width queries). */
function reducedMotion(reduce: boolean) {
  const media = window.matchMedia;
  vi.stubGlobal("matchMedia", (query: string) =>
    query === "(prefers-reduced-motion: reduce)" ? { ...media(query), matches: reduce } : media(query),
  );
}

function show(slug: string, answer: (body: Record<string, unknown>) => Promise<{ status?: number; body: unknown }>) {
  const type = repoType(slug);
  resetForType(slug);
  const api = stubApi({
    [`POST /api/calculations/${type.api_yolu}/`]: (call) => answer(call.body as Record<string, unknown>),
  });
  render(
    <>
      <CalculationForm type={type} ruleSet={RULES} versionFields={VERSION} />
      <ResultPanel type={type} emsalTypes={RULES} />
    </>,
  );
  const user = userEvent.setup();
  const heading = screen.getByRole("heading", { level: 2, name: `${type.label} Hesaplama Sonucu` });
  const sent = () => api.callsOf(`POST /api/calculations/${type.api_yolu}/`).length;
  return { type, user, heading, sent };
}

const fromRules = (slug: string) => async (body: Record<string, unknown>) => ({
  body: await repoCalculation(slug, "1.0.0", body),
});

async function fillGreenhouse(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText("Arazi vasfı"), "Tarla");
  await user.type(screen.getByLabelText("Arazi alanı (m²)"), "5000");
  await user.type(screen.getByLabelText("Planlanan sera alanı (m²)"), "3000");
}

let scrolled: ReturnType<typeof vi.fn>;

beforeEach(() => {
  clearPoint();
  locationState.point = { lat: POINT.latitude, lng: POINT.longitude };
  locationState.check = {
    izmirinIcinde: true,
    buyukOvaIcinde: false,
    kapaliSuHavzasiIcinde: false,
    details: { izmirBolgeAdi: "KONAK", izmirBolgeAdiYaklasik: true, buyukOvaAdi: null, kapaliSuHavzasiAdi: null },
  };
  // jsdom does not scroll.
  scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled as unknown as Element["scrollIntoView"];
});
afterEach(() => {
  clearPoint();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe("the answer to 'Hesapla'", () => {
  it("takes the focus on the result's heading and scrolls it smoothly into view from below the fold", async () => {
    headingAt(1800);
    const f = show("sera", fromRules("sera"));
    await fillGreenhouse(f.user);
    await f.user.click(screen.getByRole("button", { name: "Hesapla" }));
    await screen.findByTestId("result");
    await waitFor(() => expect(f.heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith({ block: "start", behavior: "smooth" });
    expect(scrolled.mock.contexts[0]).toBe(f.heading);
  });

  it("comes into view at once, without a smooth scroll, for a person who prefers reduced motion", async () => {
    headingAt(1800);
    reducedMotion(true);
    const f = show("sera", fromRules("sera"));
    await fillGreenhouse(f.user);
    await f.user.click(screen.getByRole("button", { name: "Hesapla" }));
    await waitFor(() => expect(f.heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith({ block: "start", behavior: "auto" });
  });

  it("takes the focus without scrolling when the heading is in view already (a wide screen)", async () => {
    headingAt(200);
    const f = show("sera", fromRules("sera"));
    await fillGreenhouse(f.user);
    await f.user.click(screen.getByRole("button", { name: "Hesapla" }));
    await waitFor(() => expect(f.heading).toHaveFocus());
    expect(scrolled).not.toHaveBeenCalled();
  });

  it("a failure takes the focus too, and so does the answer to 'Tekrar dene'", async () => {
    headingAt(1800);
    let calls = 0;
    const f = show("sera", async (body) =>
      ++calls === 1 ? { status: 500, body: errorBody("server_error", "x") } : fromRules("sera")(body),
    );
    await fillGreenhouse(f.user);
    await f.user.click(screen.getByRole("button", { name: "Hesapla" }));
    const failure = await screen.findByTestId("result-failure");
    await waitFor(() => expect(f.heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
    await f.user.click(within(failure).getByRole("button", { name: "Tekrar dene" }));
    await screen.findByTestId("result");
    await waitFor(() => expect(f.heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(f.sent()).toBe(2);
  });

  it("an answer nobody just asked for leaves the focus and the scroll alone: the emsal switch, the connection back", async () => {
    headingAt(1800);
    const f = show("lisansli-depo", fromRules("lisansli-depo"));
    await f.user.selectOptions(screen.getByLabelText("Arazi vasfı"), "Tarla");
    await f.user.type(screen.getByLabelText("Arazi alanı (m²)"), "5000");
    await f.user.click(screen.getByRole("button", { name: "Hesapla" }));
    await screen.findByTestId("result");
    await waitFor(() => expect(f.heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);

    // The person moves on; the emsal switch re-submits, then the connection comes back and the result is asked again.
    const area = screen.getByLabelText("Arazi alanı (m²)");
    area.focus();
    setEmsalTuru("mutlak_dikili");
    await waitFor(() => expect(f.sent()).toBe(2));
    await screen.findByTestId("result");
    refreshCalculation();
    await waitFor(() => expect(f.sent()).toBe(3));
    await screen.findByTestId("result");
    expect(area).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
