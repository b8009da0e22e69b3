import { useId, useRef, useState } from "react";
import { foldTr, MIN_QUERY_LENGTH, searchPlaces, type Place, type PlaceIndex } from "@worker/core/geo/places.ts";
import { DISTRICT_ZOOM, NEIGHBOURHOOD_ZOOM } from "../../../config/map.ts";
import { useTypedPlaceholder } from "../use-typed-placeholder.ts";
import { selectPlace } from "../../../entities/location/location-state.ts";

export const SEARCH_PLACEHOLDER = "İlçe veya mahalle adı yazın... (örn: Karşıyaka, Bornova)";

const fillText = (p: Place) => (p.tur === "İLÇE" ? `${p.ad} (İLÇE)` : `${p.ad} / ${p.ilce}`);

/** What the live region says about a search (nothing until the text is long enough to search). */
export function resultCountText(query: string, count: number): string {
  if (foldTr(query).length < MIN_QUERY_LENGTH) return "";
  return count > 0 ? `${count} sonuç bulundu` : "Sonuç bulunamadı";
}

/** What the page says when a place of the search becomes the point: its approximate centre, not the parcel. */
export function placeNote(p: Pick<Place, "tur" | "ad" | "ilce">): string {
  const where = p.tur === "İLÇE" ? `${p.ad} ilçesinin` : `${p.ad} mahallesinin (${p.ilce})`;
  return (
    `Nokta, ${where} yaklaşık merkezine konuldu; parselinizin yeri değildir. Haritaya tıklayarak ya da haritayı ` +
    "ok tuşlarıyla kaydırıp Enter'a basarak parselinizin üzerine taşıyabilirsiniz."
  );
}

/**
 * District / neighbourhood search: an ARIA combobox with arrows, Enter and Escape; a polite
 * live region tells how many places match the typed text. Choosing a place (click, or arrows and Enter) flies the
 * map to it and makes its centre the point, so a keyboard alone can choose one (the location section says so).
 */
export function PlaceSearch({ index, failed }: { index: PlaceIndex | null; failed: boolean }) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = useId();
  const results = index && open ? searchPlaces(index, text) : [];

  const choose = (p: Place) => {
    setText(fillText(p));
    setOpen(false);
    setActive(-1);
    void selectPlace({
      lat: p.lat,
      lng: p.lon,
      zoom: p.tur === "İLÇE" ? DISTRICT_ZOOM : NEIGHBOURHOOD_ZOOM,
      note: placeNote(p),
    });
  };

  const loading = !index && !failed;
  const typed = useTypedPlaceholder(SEARCH_PLACEHOLDER, index !== null);
  const countText = index && open ? resultCountText(text, results.length) : "";
  return (
    <div className="place-search">
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        İlçe veya mahalle ara
      </label>
      <input
        id={`${listId}-input`}
        type="text"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        disabled={!index}
        placeholder={loading ? "Konum verileri yükleniyor..." : failed ? "Konum verileri yüklenemedi" : typed}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), 200);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && results.length) {
            e.preventDefault();
            setActive((a) => (a + 1) % results.length);
          } else if (e.key === "ArrowUp" && results.length) {
            e.preventDefault();
            setActive((a) => (a <= 0 ? results.length - 1 : a - 1));
          } else if (e.key === "Enter" && results.length) {
            e.preventDefault();
            choose(results[Math.max(0, active)]!);
          } else if (e.key === "Escape") {
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      {results.length > 0 ? (
        <ul id={listId} role="listbox" className="place-search__list" aria-label="Konum önerileri">
          {results.map((p, i) => (
            <li
              key={`${p.ilce}-${p.ad}-${p.tur}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? "is-active" : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(p)}
            >
              <span className={`place-tag place-tag--${p.tur === "İLÇE" ? "ilce" : "mahalle"}`}>
                {p.tur === "İLÇE" ? "İLÇE" : "MAHALLE"}
              </span>
              <span className="place-name">{p.ad}</span>
              {p.tur !== "İLÇE" ? <span className="place-parent">{p.ilce}</span> : null}
              <span className="place-coords">
                {p.lat.toFixed(4)}, {p.lon.toFixed(4)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="visually-hidden" data-testid="place-search-count">
        {countText}
      </p>
    </div>
  );
}
