/**
 * "Konumumu kullan": the browser's position (Geolocation API) as the chosen point, with a Turkish message for each
 * way it can fail. Pure apart from the `Geolocation` object it is given.
 */

/** What the location picker says when the browser gives no position. */
export const GEOLOCATION_MESSAGES = {
  unsupported: "Tarayıcınız konum belirlemeyi desteklemiyor. Lütfen haritadan bir nokta seçin.",
  denied: "Konum izni verilmedi. Tarayıcınızın ayarlarından bu siteye konum izni verin veya haritadan bir nokta seçin.",
  unavailable: "Konumunuz belirlenemedi. Lütfen daha sonra tekrar deneyin veya haritadan bir nokta seçin.",
  timeout: "Konum belirleme zaman aşımına uğradı. Lütfen tekrar deneyin veya haritadan bir nokta seçin.",
  outside:
    "Bulunduğunuz konum İzmir sınırları dışında. Hesaplamalar yalnızca İzmir ili sınırları içinde yapılabilir; lütfen haritadan İzmir içinde bir nokta seçin.",
} as const;

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function geolocationErrorMessage(code: number): string {
  if (code === 1) return GEOLOCATION_MESSAGES.denied;
  if (code === 3) return GEOLOCATION_MESSAGES.timeout;
  return GEOLOCATION_MESSAGES.unavailable;
}

/** A fresh, precise position (the user asked for where they are now); the browser gives up after 15 s. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 };

export interface Position {
  lat: number;
  lng: number;
  /** Radius of the position's uncertainty, m. */
  accuracy: number;
}

/** The current position, or an Error whose message is the Turkish text to show. */
export function currentPosition(geo: Geolocation | undefined): Promise<Position> {
  if (!geo) return Promise.reject(new Error(GEOLOCATION_MESSAGES.unsupported));
  return new Promise((resolve, reject) => {
    geo.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy }),
      (err) => reject(new Error(geolocationErrorMessage(err.code))),
      GEOLOCATION_OPTIONS,
    );
  });
}
