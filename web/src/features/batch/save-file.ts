/**
 * Saving a finished batch's results: the file is fetched with the bearer (api.ts) and handed to the browser's download
 * through an object URL and an `<a download>`, as a plain link to the API could carry no session.
 */
import { fetchResults, type ResultFormat } from "./api.ts";

/** How long the object URL lives after the click (the browser reads the file from it meanwhile). */
const REVOKE_AFTER_MS = 60_000;

export async function downloadResults(id: string, format: ResultFormat): Promise<void> {
  const blob = await fetchResults(id, format);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `toplu-hesaplama-${id}.${format}`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
