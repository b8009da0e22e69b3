/**
 * The batch endpoints (`/api/v1/batches`, worker/routes/v1/batches.ts) with the site's session: start a batch from an
 * upload, the user's batches, one batch's state, a results file. All need the bearer (the API client adds it).
 */
import type { ApiData } from "@worker/core/contracts/api.ts";
import type { BatchDto } from "@worker/core/contracts/batches.ts";
import { paths } from "../../config/paths.ts";
import { apiFile, apiRequest } from "../../lib/api/api-client.ts";
import type { BatchUpload } from "./upload.ts";

/** An upload of up to 16 MiB may take longer than a form's answer, on a phone too. */
const TRANSFER_TIMEOUT_MS = 120_000;

/** Starts a batch: a CSV file as `text/csv` (type and version in the query), GeoJSON and KML as JSON. */
export async function startBatch(upload: BatchUpload, tur: string, surum?: string): Promise<string> {
  const options = { timeoutMs: TRANSFER_TIMEOUT_MS };
  const answer =
    upload.kind === "csv"
      ? await apiRequest<{ id: string }>(
          paths.api.batches.csv(tur, surum),
          { method: "POST", body: upload.text, headers: { "Content-Type": "text/csv" } },
          options,
        )
      : await apiRequest<{ id: string }>(
          paths.api.batches.list,
          {
            method: "POST",
            body: JSON.stringify({ tur, ...(surum ? { surum } : {}), parseller: upload.collection }),
          },
          options,
        );
  return answer.id;
}

export async function fetchBatches(): Promise<BatchDto[]> {
  const body = await apiRequest<ApiData<BatchDto[]>>(paths.api.batches.list);
  return Array.isArray(body.data) ? body.data : [];
}

export function fetchBatch(id: string): Promise<BatchDto> {
  return apiRequest<BatchDto>(paths.api.batches.job(id));
}

export type ResultFormat = "csv" | "geojson";

/** A finished batch's results file, fetched with the bearer (a plain link would carry none). */
export function fetchResults(id: string, format: ResultFormat): Promise<Blob> {
  return apiFile(paths.api.batches.results(id, format), { timeoutMs: TRANSFER_TIMEOUT_MS });
}
