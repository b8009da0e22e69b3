import { useSnapshot } from "valtio";
import { calculationState } from "../state.ts";

/** The area-check banner on the form (§4 'Check banner states'). */
export function CheckBannerView() {
  const { banner } = useSnapshot(calculationState);
  if (!banner) return null;
  return (
    <div className={`notice notice--${banner.kind}`} role="status" data-testid="check-banner">
      <strong>{banner.title}</strong>
      {banner.detail ? <p>{banner.detail}</p> : null}
    </div>
  );
}
