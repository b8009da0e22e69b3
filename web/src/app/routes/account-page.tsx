import { lazy } from "react";
import { AccountPage, type HistoryDialog } from "../../features/account/components/account-page.tsx";
import { ShareControls } from "../../features/report/components/share-controls.tsx";

// The history dialog (and the map of its detail) loads when the user first opens it.
const HistoryModal = lazy(() =>
  import("../../features/history/components/history-modal.tsx").then((m) => ({ default: m.HistoryModal })),
);

/** The account page's history: the saved calculations, each with share / re-open controls from the report feature. */
const historyDialog: HistoryDialog = ({ open, onClose }) => (
  <HistoryModal
    open={open}
    onClose={onClose}
    itemActions={(item, onStatus) => <ShareControls item={item} onStatus={onStatus} />}
  />
);

/** /account: the account feature's page with the history and report features composed into it. */
export function AccountRoute() {
  return <AccountPage historyDialog={historyDialog} />;
}
