import { SaveCalculationDialog } from "../../../components/save-calculation-dialog.tsx";
import { locationState } from "../../../entities/location/location-state.ts";
import { shownCalculation } from "../use-calculation.ts";

/** 'Hesaplamayı Kaydet' for the shown calculation: its request, its result and the chosen point. */
export function SaveDialog({ label, slug, onClose }: { label: string; slug: string; onClose: () => void }) {
  return (
    <SaveCalculationDialog
      label={label}
      onClose={onClose}
      subject={() => {
        const shown = shownCalculation();
        if (!shown) return null;
        const point = locationState.point;
        return {
          calculationType: slug,
          parameters: { ...shown.body },
          result: JSON.parse(JSON.stringify(shown.result)) as Record<string, unknown>,
          point: point ? { lat: point.lat, lng: point.lng } : null,
        };
      }}
    />
  );
}
