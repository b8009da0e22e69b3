import { SaveCalculationDialog } from "../../../components/save-calculation-dialog.tsx";
import { locationState } from "../../../lib/location-state.ts";
import { calculationState } from "../state.ts";

/** 'Hesaplamayı Kaydet' for the shown calculation: its request, its result and the chosen point. */
export function SaveDialog({ label, slug, onClose }: { label: string; slug: string; onClose: () => void }) {
  return (
    <SaveCalculationDialog
      label={label}
      onClose={onClose}
      subject={() => {
        const result = calculationState.result;
        if (!result) return null;
        const point = locationState.point;
        return {
          calculationType: slug,
          parameters: { ...(calculationState.lastBody ?? {}) },
          result: JSON.parse(JSON.stringify(result)) as Record<string, unknown>,
          point: point ? { lat: point.lat, lng: point.lng } : null,
        };
      }}
    />
  );
}
