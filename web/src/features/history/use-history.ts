import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { historyCache } from "../../lib/history-cache.ts";
import { historyState, loadHistory } from "./state.ts";

/** The history list for a view: loaded on mount, again whenever the cache is invalidated and on window focus. */
export function useHistory() {
  const snap = useSnapshot(historyState);
  const { version } = useSnapshot(historyCache);
  useEffect(() => {
    void loadHistory();
  }, [version]);
  useEffect(() => {
    const onFocus = () => void loadHistory(true);
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, []);
  return snap;
}
