import { formatTr } from "@worker/core/rules/numbers.ts";
import { NumberInput } from "../../../components/number-input.tsx";
import { WHOLE_NUMBER_LABEL } from "@worker/core/rules/fields.ts";
import { useSnapshot } from "valtio";
import type { AgacTipi } from "@worker/core/calculation/dikili-alan.ts";
import { addTreeRow, deleteTreeRow, saveTreeEdit, startTreeEdit } from "../actions.ts";
import { tipsOf } from "../logic.ts";
import { areaCheckState } from "../state.ts";

const TIP_TEXT: Record<AgacTipi, string> = { normal: "Normal", bodur: "Bodur", yaribodur: "Yarı bodur" };

/** Tree species / type / count entry and the added rows with inline count edit and delete. */
export function TreeEntry({ onlyMulberry }: { onlyMulberry: boolean }) {
  const s = useSnapshot(areaCheckState);
  const all = s.settings?.agaclar ?? [];
  const species = onlyMulberry ? all.filter((t) => t.tur === "Dut") : all;
  const selected = species.find((t) => t.sira === s.species);
  return (
    <fieldset className="ac-trees">
      <legend>{onlyMulberry ? "Dut ağaçları" : "Ağaçlar"}</legend>
      {onlyMulberry ? null : (
        // The legal tree table has no grapevine: no figure is invented for it (issue #28).
        <p className="field__hint" data-testid="ac-vineyard-note">
          Asma (üzüm bağı) ağaç çizelgesinde yer almaz; bağların dikili vasfını idarenin yerinde yapacağı tespit
          belirler. Ağaç eklemeden yalnız dikili alanla devam edebilirsiniz; sonuç bu durumda varsayımsal kalır.
        </p>
      )}
      <div className="ac-trees__add">
        <div className="field">
          <label htmlFor="ac-tur">Ağaç türü</label>
          <select
            id="ac-tur"
            value={s.species ?? ""}
            onChange={(e) => {
              areaCheckState.species = e.target.value === "" ? null : Number(e.target.value);
              areaCheckState.tip = "normal";
            }}
          >
            <option value="">Seçiniz</option>
            {species.map((t) => (
              <option key={t.sira} value={t.sira}>
                {t.tur}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="ac-tip">Tipi</label>
          <select id="ac-tip" value={s.tip} onChange={(e) => (areaCheckState.tip = e.target.value as AgacTipi)}>
            {tipsOf(selected).map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="ac-sayi">{`Ağaç sayısı (${WHOLE_NUMBER_LABEL})`}</label>
          <NumberInput
            id="ac-sayi"
            integer
            value={s.count}
            onText={(text) => (areaCheckState.count = text)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addTreeRow();
              }
            }}
          />
        </div>
        <button type="button" className="button" onClick={addTreeRow}>
          Ağaç Ekle
        </button>
      </div>
      {s.trees.length ? (
        <table className="ac-trees__table">
          <caption className="visually-hidden">Eklenen ağaçlar</caption>
          <thead>
            <tr>
              <th scope="col">Tür</th>
              <th scope="col">Tipi</th>
              <th scope="col">Sayı</th>
              <th scope="col">Gerekli / dekar</th>
              <th scope="col">
                <span className="visually-hidden">İşlemler</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {s.trees.map((t, i) => (
              <tr key={`${t.turid}-${t.tipi}`}>
                <td>{t.turAdi}</td>
                <td>{TIP_TEXT[t.tipi]}</td>
                <td>
                  {s.treeEdit?.index === i ? (
                    <NumberInput
                      aria-label={`${t.turAdi} yeni sayı`}
                      integer
                      className="ac-trees__edit"
                      value={s.treeEdit.count}
                      autoFocus
                      onText={(text) => areaCheckState.treeEdit && (areaCheckState.treeEdit.count = text)}
                      onKeyDown={(e) => {
                        if (e.key === "Enter") {
                          e.preventDefault();
                          saveTreeEdit();
                        }
                      }}
                    />
                  ) : (
                    formatTr(t.sayi)
                  )}
                </td>
                <td>{formatTr(t.gerekliAgacSayisi)}</td>
                <td className="ac-trees__actions">
                  {s.treeEdit?.index === i ? (
                    <>
                      <button type="button" className="button button--small" onClick={saveTreeEdit}>
                        Kaydet
                      </button>
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => (areaCheckState.treeEdit = null)}
                      >
                        İptal
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`${t.turAdi} sayısını düzenle`}
                      onClick={() => startTreeEdit(i)}
                    >
                      Düzenle
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--small button--danger"
                    aria-label={`${t.turAdi} sil`}
                    onClick={() => deleteTreeRow(i)}
                  >
                    Sil
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="field__hint">Henüz ağaç eklenmedi.</p>
      )}
    </fieldset>
  );
}
