/**
 * What a shared link shows, said before sharing: the save dialog and the share button of a saved calculation say it
 * in the same sentence (one constant), and the button and the link are described by it.
 */
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SaveCalculationDialog } from "@web/components/save-calculation-dialog.tsx";
import { ShareControls } from "@web/features/report/components/share-controls.tsx";
import { SHARE_SHOWS } from "@web/entities/saves/share-notice.ts";

const item = {
  id: "k1",
  calculation_type: "sera",
  parameters: { alan_m2: 5000, arazi_vasfi: "Tarla" },
};

describe("what a shared link shows", () => {
  it("is one short sentence naming the title, the description, the inputs and the exact point", () => {
    expect(SHARE_SHOWS).toMatch(/başlığı, açıklamayı, girdileri ve noktanın tam konumunu/);
    expect(SHARE_SHOWS.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBe(1);
  });

  it("is said in the save dialog", () => {
    render(
      <SaveCalculationDialog
        label="Sera"
        subject={() => ({ calculationType: "sera", parameters: {}, result: {}, point: { lat: 38.42, lng: 27.14 } })}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Hesaplamayı Kaydet" });
    expect(dialog).toHaveTextContent(SHARE_SHOWS);
    expect(screen.getAllByText(SHARE_SHOWS)).toHaveLength(1);
  });

  it("describes the share button, and the link once there is one", () => {
    const { unmount } = render(
      <MemoryRouter>
        <ShareControls item={item} onStatus={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Paylaş" })).toHaveAccessibleDescription(SHARE_SHOWS);
    expect(screen.getAllByText(SHARE_SHOWS)).toHaveLength(1);
    unmount();

    render(
      <MemoryRouter>
        <ShareControls item={{ ...item, share_id: "paylasim-1" }} onStatus={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("textbox", { name: "Paylaşım bağlantısı" })).toHaveAccessibleDescription(SHARE_SHOWS);
  });
});
