/**
 * The area-check drawer (web/src/features/area-check/components/area-check-drawer.tsx)
 * without its Leaflet map (the map tab is the e2e specs'): title and subtitle per case, tabs per land type, tree
 * rows with their checks and inline edit, the sufficiency check and how its result is told, 'Devam' / 'Doğrudan
 * Aktar' handing the result to the form (asking first before a value the person put in the form is replaced), what
 * each footer button does, the mulberry case, Escape. Trees and thresholds are the repository's (rules/), served by
 * a stub.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AreaCheckDrawer } from "@web/features/area-check/components/area-check-drawer.tsx";
import { areaCheckState, closeAreaCheck, openAreaCheck, resetAreaCheck } from "@web/features/area-check/state.ts";
import type { AreaCheckResult, CheckCase, Handover } from "@web/entities/calculation/area-check-result.ts";
import { dismiss, notificationsState } from "@web/lib/notifications.ts";
import { stubApi } from "./api-stub.ts";
import { repoPlantedAreaSettings } from "./rules.ts";

vi.mock("@web/features/area-check/components/map-tab.tsx", () => ({
  MapTab: () => <p>Harita (Leaflet; e2e)</p>,
}));

const SETTINGS = repoPlantedAreaSettings();
/** The tree count takes whole numbers only, and its label says so. */
const TREE_COUNT = "Ağaç sayısı (tam sayı)";

/**
 * Opens the drawer; `form`: the form's values, `own`: those the person put there (the drawer asks before replacing
 * one of them).
 */
async function open(
  checkCase: CheckCase,
  landType: string,
  facility: string,
  form: Record<string, string> = {},
  own: Record<string, { value: number; label: string }> = {},
) {
  stubApi({ "GET /api/calculations/dikili-kontrol/": () => ({ body: { success: true, data: SETTINGS } }) });
  const onResult = vi.fn<(r: AreaCheckResult, handover: Handover) => void>();
  render(<AreaCheckDrawer />);
  await act(async () =>
    openAreaCheck({
      checkCase,
      landType,
      facility,
      form,
      own,
      center: null,
      parcel: null,
      onResult,
      rules: {},
      areaMax: 200_000,
    }),
  );
  const drawer = screen.getByRole("dialog", { name: "Alan Kontrolü" });
  // The version's trees and thresholds have arrived.
  await waitFor(() => expect(within(drawer).queryByText("Ağaç türleri yükleniyor...")).not.toBeInTheDocument());
  return { drawer, onResult, user: userEvent.setup() };
}

beforeEach(() => resetAreaCheck());
afterEach(() => {
  closeAreaCheck();
  areaCheckState.settings = null;
  areaCheckState.settingsKey = null;
  for (const n of [...notificationsState.items]) dismiss(n.id);
});

describe("area-check drawer", () => {
  it("vineyard house on 'Dikili vasıflı': subtitle, the manual tab first, and the trees of the rule set", async () => {
    const { drawer } = await open("dikili-alan", "Dikili vasıflı", "Bağ evi");
    expect(drawer).toHaveAccessibleDescription("Bağ evi için alan uygunluk kontrolü — Dikili vasıflı");
    expect(within(drawer).getByRole("tab", { name: "Manuel Alan Kontrolü" })).toHaveAttribute("aria-selected", "true");
    const species = within(within(drawer).getByLabelText("Ağaç türü")).getAllByRole("option");
    expect(species.map((o) => o.textContent)).toEqual(["Seçiniz", ...SETTINGS.agaclar.map((t) => t.tur)]);
  });

  it("opens with the areas typed in the form, and a failed check tells one story: one toast, a refusal", async () => {
    const { drawer, user, onResult } = await open("dikili-alan", "Tarla + herhangi bir dikili vasıflı", "Bağ evi", {
      tarla_alani: "15.000",
      dikili_alani: "6000",
    });
    expect(within(drawer).getByLabelText("Tarla alanı (m²)")).toHaveValue("15000");
    expect(within(drawer).getByLabelText("Dikili alan (m²)")).toHaveValue("6000");
    expect(within(drawer).getByTestId("ac-vineyard-note")).toHaveTextContent(
      "Asma (üzüm bağı) ağaç çizelgesinde yer almaz",
    );
    await user.selectOptions(within(drawer).getByLabelText("Ağaç türü"), "Ceviz");
    await user.type(within(drawer).getByLabelText(TREE_COUNT), "30");
    await user.click(within(drawer).getByRole("button", { name: "Ağaç Ekle" }));
    await user.click(within(drawer).getByRole("button", { name: "Hesapla" }));
    expect(within(drawer).getByTestId("ac-result")).toHaveTextContent("Dikili alan kontrolü başarısız");
    expect(within(drawer).getByTestId("ac-result")).toHaveTextContent(
      "Bağ Evi Kontrolü Başarısız (Ağaç Yoğunluğu Yetersiz)",
    );
    await user.click(within(drawer).getByRole("button", { name: "Devam" }));
    expect(onResult).toHaveBeenCalledTimes(1);
    const toasts = notificationsState.items.map((n) => n.message);
    expect(toasts).toEqual([
      "Bağ Evi Kontrolü Başarısız (Ağaç Yoğunluğu Yetersiz). Bu bilgilerle Bağ evi için izin verilemez.",
    ]);
  });

  it("reads areas as the form does (1.234,5 m² is an area) and refuses a fraction of a tree with 'tam sayı girin'", async () => {
    const { drawer, user } = await open("dikili-alan", "Tarla + herhangi bir dikili vasıflı", "Bağ evi", {
      tarla_alani: "15.000,5",
    });
    expect(within(drawer).getByLabelText("Tarla alanı (m²)")).toHaveValue("15000,5");
    const planted = within(drawer).getByLabelText("Dikili alan (m²)");
    expect(planted).toHaveAttribute("inputmode", "decimal");
    await user.type(planted, "6.000,5");
    expect(planted).not.toBeInvalid();
    expect(within(drawer).queryByText(/küsuratlı|tam sayı girin|rakamlarla/)).not.toBeInTheDocument();
    await user.selectOptions(within(drawer).getByLabelText("Ağaç türü"), "Ceviz");
    expect(within(drawer).getByLabelText(TREE_COUNT)).toHaveAttribute("inputmode", "numeric");
    await user.type(within(drawer).getByLabelText(TREE_COUNT), "2,5");
    await user.click(within(drawer).getByRole("button", { name: "Ağaç Ekle" }));
    expect(within(drawer).getByRole("alert")).toHaveTextContent(
      "“2,5” küsuratlı bir sayı; bu alana tam sayı girin (örn. 2).",
    );
    expect(within(drawer).getByText("Henüz ağaç eklenmedi.")).toBeInTheDocument();
  });

  it("checks a field's area, not a planting: no tree entry, 'Alan kontrolü başarılı'", async () => {
    const { drawer, user } = await open("dikili-alan", "Tarla", "Bağ evi", { alan_m2: "25000" });
    expect(within(drawer).getByLabelText("Tarla alanı (m²)")).toHaveValue("25000");
    expect(within(drawer).queryByLabelText("Ağaç türü")).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole("button", { name: "Hesapla" }));
    expect(within(drawer).getByTestId("ac-result")).toHaveTextContent("Alan kontrolü başarılı");
    expect(within(drawer).getByTestId("ac-result")).not.toHaveTextContent("Dikili");
  });

  it("calls the parcel area 'Sera alanı' on greenhouse land and asks for a positive one", async () => {
    const { drawer, user } = await open("dikili-alan", "Sera", "Bağ evi");
    const area = within(drawer).getByLabelText("Sera alanı (m²)");
    expect(within(drawer).queryByLabelText("Tarla alanı (m²)")).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole("button", { name: "Hesapla" }));
    expect(within(drawer).getByRole("alert")).toHaveTextContent("Sera alanı pozitif bir sayı olmalıdır.");
    await user.type(area, "4000");
    await user.click(within(drawer).getByRole("button", { name: "Hesapla" }));
    expect(within(drawer).queryByText("Sera alanı pozitif bir sayı olmalıdır.")).not.toBeInTheDocument();
  });

  it("adds a tree row only with a positive count, edits its count in place and deletes it", async () => {
    const { drawer, user } = await open("dikili-alan", "Dikili vasıflı", "Bağ evi");
    await user.selectOptions(within(drawer).getByLabelText("Ağaç türü"), "Ceviz");
    await user.type(within(drawer).getByLabelText(TREE_COUNT), "0");
    await user.click(within(drawer).getByRole("button", { name: "Ağaç Ekle" }));
    expect(within(drawer).getByRole("alert")).toHaveTextContent("Ağaç sayısı pozitif bir değer olmalıdır.");
    await user.clear(within(drawer).getByLabelText(TREE_COUNT));
    await user.type(within(drawer).getByLabelText(TREE_COUNT), "900");
    await user.click(within(drawer).getByRole("button", { name: "Ağaç Ekle" }));
    expect(within(drawer).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(drawer).getByRole("cell", { name: "Ceviz" })).toBeInTheDocument();
    await user.click(within(drawer).getByRole("button", { name: "Ceviz sayısını düzenle" }));
    const edit = within(drawer).getByLabelText("Ceviz yeni sayı");
    await user.clear(edit);
    await user.type(edit, "950");
    await user.click(within(drawer).getByRole("button", { name: "Kaydet" }));
    expect(within(drawer).getByRole("cell", { name: "950" })).toBeInTheDocument();
    await user.click(within(drawer).getByRole("button", { name: "Ceviz sil" }));
    expect(within(drawer).getByText("Henüz ağaç eklenmedi.")).toBeInTheDocument();
  });

  it("'Hesapla' shows the sufficiency result; 'Devam' hands areas, trees and the result to the form and closes", async () => {
    const { drawer, user, onResult } = await open("dikili-alan", "Dikili vasıflı", "Bağ evi");
    await user.type(within(drawer).getByLabelText("Dikili alan (m²)"), "7000");
    await user.selectOptions(within(drawer).getByLabelText("Ağaç türü"), "Ceviz");
    await user.type(within(drawer).getByLabelText(TREE_COUNT), "100");
    await user.keyboard("{Enter}");
    await user.click(within(drawer).getByRole("button", { name: "Hesapla" }));
    expect(within(drawer).getByTestId("ac-result")).toHaveTextContent(/Dikili alan kontrolü başarı(lı|sız)/);
    await user.click(within(drawer).getByRole("button", { name: "Devam" }));
    expect(onResult).toHaveBeenCalledWith(
      expect.objectContaining({
        dikiliAlan: 7000,
        alanTipi: "Dikili vasıflı",
        agacSayisi: 100,
        preliminaryCheck: true,
        dikiliAlanKontrolSonucu: expect.objectContaining({ type: expect.any(String) }),
        eklenenAgaclar: [expect.objectContaining({ turAdi: "Ceviz", sayi: 100 })],
      }),
      { sources: { dikili: "yazildi" }, keep: [] },
    );
    expect(drawer).not.toBeVisible();
  });

  it("'Doğrudan Aktar' needs an area; with one it hands the areas only", async () => {
    const { drawer, user, onResult } = await open("dikili-alan", "Tarla + herhangi bir dikili vasıflı", "Bağ evi");
    await user.click(within(drawer).getByRole("button", { name: "Doğrudan Aktar" }));
    expect(within(drawer).getByRole("alert")).toHaveTextContent(
      "Aktarılacak alan yok: önce bir alan çizin veya yazın.",
    );
    expect(onResult).not.toHaveBeenCalled();
    await user.type(within(drawer).getByLabelText("Dikili alan (m²)"), "6000");
    await user.click(within(drawer).getByRole("button", { name: "Doğrudan Aktar" }));
    expect(onResult).toHaveBeenCalledWith(
      expect.objectContaining({ dikiliAlan: 6000, eklenenAgaclar: [], directTransfer: true }),
      { sources: { dikili: "yazildi" }, keep: [] },
    );
  });

  it("while the version's settings load, says so and offers no button that needs them", async () => {
    let release: (a: { body: unknown }) => void = () => {};
    stubApi({
      "GET /api/calculations/dikili-kontrol/": () => new Promise((resolve) => (release = resolve)),
    });
    render(<AreaCheckDrawer />);
    await act(async () =>
      openAreaCheck({
        checkCase: "dikili-alan",
        landType: "Dikili vasıflı",
        facility: "Bağ evi",
        form: {},
        own: {},
        center: null,
        parcel: null,
        onResult: vi.fn(),
        rules: {},
        areaMax: 200_000,
      }),
    );
    const drawer = screen.getByRole("dialog", { name: "Alan Kontrolü" });
    expect(within(drawer).getByRole("status")).toHaveTextContent("Ağaç türleri yükleniyor...");
    for (const name of ["Hesapla", "Devam", "Doğrudan Aktar"])
      expect(within(drawer).getByRole("button", { name })).toBeDisabled();
    await act(async () => release({ body: { success: true, data: SETTINGS } }));
    await waitFor(() => expect(within(drawer).getByRole("button", { name: "Doğrudan Aktar" })).toBeEnabled());
    expect(within(drawer).getByLabelText("Dikili alan (m²)")).toBeInTheDocument();
  });

  it("'Tarla + Zeytinlik' has no tabs: the map only", async () => {
    const { drawer } = await open("dikili-alan", "Tarla + Zeytinlik", "Bağ evi");
    expect(within(drawer).queryByRole("tab")).not.toBeInTheDocument();
    expect(within(drawer).getByText("Harita (Leaflet; e2e)")).toBeInTheDocument();
    expect(within(drawer).queryByLabelText("Ağaç türü")).not.toBeInTheDocument();
  });

  it("sericulture: a mulberry garden check offering only 'Dut', which needs mulberry trees to continue", async () => {
    const { drawer, user, onResult } = await open("dut-bahcesi", "", "İpek böcekçiliği tesisi");
    expect(drawer).toHaveAccessibleDescription("İpek böcekçiliği tesisi için dut bahçesi kontrolü");
    const species = within(within(drawer).getByLabelText("Ağaç türü")).getAllByRole("option");
    expect(species.map((o) => o.textContent)).toEqual(["Seçiniz", "Dut"]);
    await user.type(within(drawer).getByLabelText("Dikili alan (m²)"), "4000");
    await user.click(within(drawer).getByRole("button", { name: "Devam" }));
    expect(within(drawer).getByRole("alert")).toHaveTextContent(
      "Lütfen geçerli bir dut bahçesi alanı ve dut ağacı sayısı girin.",
    );
    await user.selectOptions(within(drawer).getByLabelText("Ağaç türü"), "Dut");
    await user.type(within(drawer).getByLabelText(TREE_COUNT), "80");
    await user.click(within(drawer).getByRole("button", { name: "Ağaç Ekle" }));
    await user.click(within(drawer).getByRole("button", { name: "Devam" }));
    expect(onResult).toHaveBeenCalledWith(
      expect.objectContaining({ dikiliAlan: 4000, agacSayisi: 80 }),
      expect.objectContaining({ keep: [] }),
    );
  });

  it("tells a check of areas alone on planted land as measured, not verified: never 'başarılı' without trees", async () => {
    const { drawer, user } = await open("dikili-alan", "Dikili vasıflı", "Bağ evi");
    await user.type(within(drawer).getByLabelText("Dikili alan (m²)"), "6000");
    await user.click(within(drawer).getByRole("button", { name: "Hesapla" }));
    const result = within(drawer).getByTestId("ac-result");
    expect(result).toHaveTextContent("Alan ölçüldü: 6.000 m² — dikili vasıf doğrulanmadı (ağaç girilmedi)");
    expect(result).toHaveTextContent("manuel alan kontrolü sayılmaz: hesaplama varsayımsal kalır");
    expect(result).not.toHaveTextContent(/başarılı/i);
    // With trees that cover the planted area (Ceviz: 10 per 1 000 m², 60 trees cover 6 000 m²) it is a planting check.
    await user.selectOptions(within(drawer).getByLabelText("Ağaç türü"), "Ceviz");
    await user.type(within(drawer).getByLabelText(TREE_COUNT), "60");
    await user.click(within(drawer).getByRole("button", { name: "Ağaç Ekle" }));
    await user.click(within(drawer).getByRole("button", { name: "Hesapla" }));
    expect(within(drawer).getByTestId("ac-result")).toHaveTextContent("Dikili alan kontrolü başarılı");
    expect(within(drawer).getByTestId("ac-result")).not.toHaveTextContent("doğrulanmadı");
  });

  it("asks before 'Devam' replaces an area typed in the form, naming both values; the answer decides", async () => {
    const own = { alan_m2: { value: 6000, label: "Arazi alanı" } };
    const { drawer, user, onResult } = await open("dikili-alan", "Dikili vasıflı", "Bağ evi", { alan_m2: "6000" }, own);
    const planted = within(drawer).getByLabelText("Dikili alan (m²)");
    expect(planted).toHaveValue("6000");
    await user.clear(planted);
    await user.type(planted, "4000");
    await user.click(within(drawer).getByRole("button", { name: "Hesapla" }));
    expect(within(drawer).getByTestId("ac-result")).toHaveTextContent("Alan kontrolü başarısız");
    await user.click(within(drawer).getByRole("button", { name: "Devam" }));
    // Nothing handed over yet: the question names the field, the form's value and the check's.
    expect(onResult).not.toHaveBeenCalled();
    const question = within(drawer).getByRole("group", { name: "Formdaki değer değişsin mi?" });
    expect(question).toHaveTextContent("Arazi alanı: formda 6.000 m² yazılı, alan kontrolü 4.000 m² aktarmak istiyor.");
    expect(within(question).getByRole("heading")).toHaveFocus();
    expect(within(drawer).queryByRole("button", { name: "Devam" })).not.toBeInTheDocument();

    // 'Vazgeç' goes back to the drawer; Escape too, without closing it.
    await user.click(within(question).getByRole("button", { name: "Vazgeç" }));
    expect(within(drawer).queryByRole("group", { name: "Formdaki değer değişsin mi?" })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole("button", { name: "Devam" }));
    await user.keyboard("{Escape}");
    expect(drawer).toBeVisible();
    expect(within(drawer).queryByRole("group", { name: "Formdaki değer değişsin mi?" })).not.toBeInTheDocument();
    expect(onResult).not.toHaveBeenCalled();

    // Keeping the form's value hands the result over with that field kept.
    await user.click(within(drawer).getByRole("button", { name: "Devam" }));
    await user.click(within(drawer).getByRole("button", { name: "Formdaki 6.000 m² kalsın" }));
    expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ dikiliAlan: 4000, preliminaryCheck: true }), {
      sources: { dikili: "yazildi" },
      keep: ["alan_m2"],
    });
    expect(drawer).not.toBeVisible();
  });

  it("replaces a typed form value on '… ile değiştir'", async () => {
    const own = { alan_m2: { value: 6000, label: "Arazi alanı" } };
    const { drawer, user, onResult } = await open("dikili-alan", "Dikili vasıflı", "Bağ evi", { alan_m2: "6000" }, own);
    const planted = within(drawer).getByLabelText("Dikili alan (m²)");
    await user.clear(planted);
    await user.type(planted, "7000");
    await user.click(within(drawer).getByRole("button", { name: "Doğrudan Aktar" }));
    expect(onResult).not.toHaveBeenCalled();
    await user.click(within(drawer).getByRole("button", { name: "7.000 m² ile değiştir" }));
    expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ dikiliAlan: 7000, directTransfer: true }), {
      sources: { dikili: "yazildi" },
      keep: [],
    });
  });

  it("asks nothing when the form already holds the check's value", async () => {
    const own = { alan_m2: { value: 6000, label: "Arazi alanı" } };
    const { drawer, user, onResult } = await open("dikili-alan", "Dikili vasıflı", "Bağ evi", { alan_m2: "6000" }, own);
    await user.click(within(drawer).getByRole("button", { name: "Doğrudan Aktar" }));
    expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ dikiliAlan: 6000 }), {
      sources: { dikili: "yazildi" },
      keep: [],
    });
  });

  it("says what each footer button does and changes in the form (accessible descriptions, 'Düğmeler ne yapar?')", async () => {
    const { drawer, user } = await open("dikili-alan", "Dikili vasıflı", "Bağ evi");
    const described = (name: string) => within(drawer).getByRole("button", { name });
    expect(described("Hesapla")).toHaveAccessibleDescription(
      "Girilen alanlar ve ağaçlarla uygunluğu kontrol eder, sonucu burada gösterir; forma bir şey yazmaz.",
    );
    expect(described("Verileri Temizle")).toHaveAccessibleDescription(
      /siler, pencereyi kapatır; formda yalnız alan kontrolünden gelmiş değerler boşalır, sizin yazdıklarınız kalır\.$/,
    );
    expect(described("Doğrudan Aktar")).toHaveAccessibleDescription(
      "Kontrol yapmadan yalnız alanları forma yazar; ağaçlar aktarılmaz, dikili vasıf doğrulanmaz. Formda sizin yazdığınız farklı bir değer varsa önce sorar.",
    );
    expect(described("Devam")).toHaveAccessibleDescription(
      /^Kontrolü \(gerekirse yeniden\) yapar; alanları, ağaçları ve sonucu forma aktarıp pencereyi kapatır\./,
    );
    // The same texts are there to read, one click away.
    await user.click(within(drawer).getByText("Düğmeler ne yapar?"));
    expect(within(drawer).getByText(/forma bir şey yazmaz\.$/)).toBeVisible();
  });

  it("describes the sericulture buttons by what they hand over: the mulberry garden and its trees", async () => {
    const { drawer } = await open("dut-bahcesi", "", "İpek böcekçiliği tesisi");
    expect(within(drawer).queryByRole("button", { name: "Hesapla" })).not.toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: "Devam" })).toHaveAccessibleDescription(
      /^Dut bahçesi alanını ve dut ağacı sayısını denetler, forma aktarıp pencereyi kapatır\./,
    );
  });

  it("Escape closes the drawer", async () => {
    const { drawer, user } = await open("dikili-alan", "Dikili vasıflı", "Bağ evi");
    await user.keyboard("{Escape}");
    expect(drawer).not.toBeVisible();
    expect(areaCheckState.open).toBe(false);
  });
});
