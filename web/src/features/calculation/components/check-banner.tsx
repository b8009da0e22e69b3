import { useSnapshot } from "valtio";
import { calculationState } from "../form-state.ts";

/** The area-check banner on the form: its title and, when there is one, its detail. */
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
