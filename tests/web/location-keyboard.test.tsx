/**
 * Choosing the point without a mouse (WCAG 2.1.1): a place chosen in the search becomes the point, at its centre,
 * checked like a click and announced politely as an approximate centre; Enter or Space on the focused map chooses
 * the map's centre. The API is a stub; the map is the real Leaflet map in jsdom (no size, so its centre stays the
 * view's centre).
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { LocationCheckDto } from "@worker/core/contracts/api.ts";
import type { PlaceFile } from "@worker/core/geo/places.ts";
import { DISTRICT_ZOOM, IZMIR_CENTER, NEIGHBOURHOOD_ZOOM } from "@web/config/map.ts";
import { LocationSection } from "@web/features/location/components/location-section.tsx";
import { startWhenIdle } from "@web/lib/idle-start.ts";
import { clearPoint, locationState } from "@web/entities/location/location-state.ts";
import { type ApiCall, stubApi } from "./api-stub.ts";

const CHECK = "POST /api/location/check/";
const PLACES: PlaceFile = {
  BORNOVA: { m: [38.4663, 27.2196], n: [["ERGENE", 38.4657, 27.2129]] },
  KONAK: { m: [38.4189, 27.1287], n: [] },
};

const inside = (name: string): LocationCheckDto => ({
  izmirinIcinde: true,
  buyukOvaIcinde: false,
  kapaliSuHavzasiIcinde: "unknown",
  details: { izmirBolgeAdi: name, izmirBolgeAdiYaklasik: true, buyukOvaAdi: null, kapaliSuHavzasiAdi: null },
});

function stub() {
  return stubApi({
    "GET /geo/yerler.json": () => ({ body: PLACES }),
    "GET /geo/izmir-sinir.topo.json": () => ({ status: 404 }),
    "GET /geo/buyuk-ovalar.topo.json": () => ({ status: 404 }),
    [CHECK]: () => ({ body: { success: true, data: inside("BORNOVA / ERGENE"), message: "" } }),
  });
}

const sentPoint = (c: ApiCall) => c.body as { latitude: number; longitude: number };

async function show() {
  const api = stub();
  render(<LocationSection type={{ su_tahsis_belgesi_gerekli: false }} areaMax={null} />);
  // The place list and the map start when the page is first idle (lib/idle-start.ts).
  act(() => startWhenIdle());
  const box = screen.getByRole("combobox", { name: "İlçe veya mahalle ara" });
  await waitFor(() => expect(box).toBeEnabled());
  return { api, box, user: userEvent.setup() };
}

afterEach(() => {
  clearPoint();
  locationState.flyTo = null; // a new map would fly to the last place
});

describe("choosing a place in the search", () => {
  it("with the arrows and Enter puts the point on the district's centre, checks it and says it is approximate", async () => {
    const { api, box, user } = await show();
    await user.type(box, "Bornova");
    await user.keyboard("{ArrowDown}{Enter}");

    expect(box).toHaveValue("BORNOVA (İLÇE)");
    expect(locationState.point).toEqual({ lat: 38.4663, lng: 27.2196 });
    expect(locationState.flyTo).toMatchObject({ lat: 38.4663, lng: 27.2196, zoom: DISTRICT_ZOOM });
    await waitFor(() => expect(api.callsOf(CHECK)).toHaveLength(1));
    expect(sentPoint(api.callsOf(CHECK)[0]!)).toEqual({ latitude: 38.4663, longitude: 27.2196 });
    expect(await screen.findByTestId("chosen-point")).toHaveTextContent(
      "Seçilen nokta: 38.466300, 27.219600 — BORNOVA / ERGENE (yaklaşık)",
    );

    const note = screen.getByTestId("location-note");
    expect(note).toHaveAttribute("role", "status");
    expect(note).toHaveTextContent("Nokta, BORNOVA ilçesinin yaklaşık merkezine konuldu; parselinizin yeri değildir.");
    expect(note).toHaveTextContent("ok tuşlarıyla kaydırıp Enter'a basarak");
    expect(box).toHaveFocus();
  });

  it("with a click puts the point on the neighbourhood's centre at the neighbourhood's zoom", async () => {
    const { api, box, user } = await show();
    await user.type(box, "ergene");
    const listbox = screen.getByRole("listbox", { name: "Konum önerileri" });
    await user.click(within(listbox).getByRole("option", { name: /ERGENE/ }));

    expect(locationState.point).toEqual({ lat: 38.4657, lng: 27.2129 });
    expect(locationState.flyTo).toMatchObject({ zoom: NEIGHBOURHOOD_ZOOM });
    await waitFor(() => expect(api.callsOf(CHECK)).toHaveLength(1));
    expect(screen.getByTestId("location-note")).toHaveTextContent(
      "Nokta, ERGENE mahallesinin (BORNOVA) yaklaşık merkezine konuldu",
    );
  });
});

describe("the map under the keyboard", () => {
  async function map() {
    const shown = await show();
    const application = await screen.findByRole("application", { name: "Konum seçme haritası" });
    return { ...shown, application };
  }

  it("describes its keys, and Enter chooses its centre, checked and announced", async () => {
    const { api, application } = await map();
    expect(application).toHaveAttribute("tabindex", "0");
    expect(application).toHaveAccessibleDescription(
      "Haritayı ok tuşlarıyla kaydırın, + ve - tuşlarıyla yakınlaştırın, Enter ile ortadaki noktayı seçin.",
    );

    application.focus();
    const enter = fireEvent.keyDown(application, { key: "Enter", code: "Enter", keyCode: 13 });
    expect(enter).toBe(false); // handled: default prevented
    const [lat, lng] = IZMIR_CENTER;
    expect(locationState.point).toEqual({ lat, lng });
    await waitFor(() => expect(api.callsOf(CHECK)).toHaveLength(1));
    expect(sentPoint(api.callsOf(CHECK)[0]!)).toEqual({ latitude: lat, longitude: lng });
    await screen.findByTestId("chosen-point");
    expect(screen.getByTestId("location-note")).toHaveTextContent(
      "Nokta, haritanın ortasına konuldu (38.42370, 27.14280).",
    );
    // With a point, the description says it is marked and how to move it.
    await waitFor(() =>
      expect(application).toHaveAccessibleDescription(
        "Seçilen nokta haritada işaretli. Düzeltmek için: Haritayı ok tuşlarıyla kaydırın, + ve - tuşlarıyla " +
          "yakınlaştırın, Enter ile ortadaki noktayı seçin.",
      ),
    );
  });

  it("Space chooses the centre too without scrolling the page; a key held down or on a control inside does not", async () => {
    const { api, application } = await map();
    const zoomIn = within(application).getByRole("button", { name: "Zoom in" });
    expect(fireEvent.keyDown(zoomIn, { key: "Enter", code: "Enter", keyCode: 13 })).toBe(true);
    expect(fireEvent.keyDown(application, { key: "a", code: "KeyA", keyCode: 65 })).toBe(true);
    expect(fireEvent.keyDown(application, { key: "Enter", ctrlKey: true })).toBe(true);
    expect(locationState.point).toBeNull();

    expect(fireEvent.keyDown(application, { key: " ", code: "Space", keyCode: 32 })).toBe(false);
    expect(locationState.point).toEqual({ lat: IZMIR_CENTER[0], lng: IZMIR_CENTER[1] });
    await waitFor(() => expect(api.callsOf(CHECK)).toHaveLength(1));
    expect(fireEvent.keyDown(application, { key: " ", code: "Space", keyCode: 32, repeat: true })).toBe(false);
    expect(api.callsOf(CHECK)).toHaveLength(1);
  });

  it("a click on the map clears what the keyboard's choice said", async () => {
    const { api, application } = await map();
    fireEvent.keyDown(application, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(api.callsOf(CHECK)).toHaveLength(1));
    expect(screen.getByTestId("location-note")).not.toBeEmptyDOMElement();
    fireEvent.click(application, { clientX: 0, clientY: 0 });
    await waitFor(() => expect(api.callsOf(CHECK)).toHaveLength(2));
    expect(screen.getByTestId("location-note")).toBeEmptyDOMElement();
  });
});
