import { useSnapshot } from "valtio";
import { locationState } from "../../../entities/location/location-state.ts";

/** Shown only for a point outside İzmir (coordinates to 6 decimals) or a failed check; inside: nothing. */
export function LocationStatus() {
  const { point, check, validating, error } = useSnapshot(locationState);
  if (validating)
    return (
      <p role="status" className="location-status location-status--busy">
        Konum doğrulanıyor...
      </p>
    );
  if (error)
    return (
      <div role="alert" className="location-status location-status--error">
        {error}
      </div>
    );
  if (!point || !check || check.izmirinIcinde !== false) return null;
  return (
    <div role="alert" className="location-status location-status--error" data-testid="location-status">
      <p className="location-status__coords">
        Seçilen konum: {point.lat.toFixed(6)}, {point.lng.toFixed(6)}
      </p>
      <p>
        <strong>İzmir sınırları dışında</strong>
      </p>
      <p>
        Hesaplamalarımız sadece İzmir ili sınırları içinde yapılabilmektedir. Lütfen harita üzerinden İzmir sınırları
        içinde bir nokta seçiniz.
      </p>
      {check.details.izmirBolgeAdi ? <p>Bölge: {check.details.izmirBolgeAdi}</p> : null}
    </div>
  );
}
