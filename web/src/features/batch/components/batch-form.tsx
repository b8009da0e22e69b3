import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { PARCEL_ANALYSIS_TYPE } from "@worker/core/contracts/parcel-analysis.ts";
import { formatTr } from "@worker/core/rules/numbers.ts";
import { regulationName, inForceText } from "@worker/core/rules/version-text.ts";
import { paths } from "../../../config/paths.ts";
import { useRuleSet } from "../../../entities/structure-types/use-structure-types.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { startBatch } from "../api.ts";
import { setCurrentBatch } from "../state.ts";
import type { BatchUpload } from "../upload.ts";
import { batchErrorText, refreshBatchList } from "../use-batches.ts";
import { PARCEL_ANALYSIS_LABEL } from "./batch-state.tsx";

const START_FAILED = "Toplu hesaplama başlatılamadı. Lütfen tekrar deneyin.";
const NO_FILE = "Lütfen bir parsel dosyası seçin.";
const NO_TYPE = "Lütfen bir yapı türü seçin.";

type Read =
  | { status: "idle" }
  | { status: "reading"; fileName: string }
  | { status: "ready"; upload: BatchUpload }
  | { status: "error"; fileName: string; message: string };

const READ_FAILED = "Dosya okunamadı. Lütfen tekrar deneyin.";
const ACCEPT =
  ".csv,.geojson,.json,.kml,.kmz,text/csv,application/geo+json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz";

/** The file's parcels, read in the browser (the parsers load with the first file), or its Turkish error. */
async function readFile(file: File): Promise<BatchUpload | { error: string }> {
  try {
    const { readBatchFile, UploadError } = await import("../upload.ts");
    try {
      return readBatchFile(file.name, new Uint8Array(await file.arrayBuffer()));
    } catch (err) {
      return { error: err instanceof UploadError ? err.message : READ_FAILED };
    }
  } catch {
    return { error: READ_FAILED };
  }
}

/**
 * The upload: the parcel file (CSV, GeoJSON, KML, KMZ) with its format hint, the structure type (or the parcel
 * analysis) and the rule-set version (default: the one in force), and 'Hesaplamayı başlat'.
 */
export function BatchForm() {
  const id = useId();
  const [read, setRead] = useState<Read>({ status: "idle" });
  const [tur, setTur] = useState("");
  const [surum, setSurum] = useState("");
  const [errors, setErrors] = useState<{ file?: string; tur?: string }>({});
  const today = useRuleSet();
  const chosen = useRuleSet(surum ? { surum } : {});
  const types = (chosen.ruleSet?.turler ?? []).filter((t) => t.mevzuat_durumu.kod !== "tanimli_degil");
  const versions = today.ruleSet?.surumler ?? [];
  const inForce = today.ruleSet?.kural_seti ?? null;
  // A type the chosen version lacks is no choice.
  const turValue = tur === PARCEL_ANALYSIS_TYPE || types.some((t) => t.slug === tur) ? tur : "";

  const start = useMutation(
    {
      mutationFn: ({ upload, type }: { upload: BatchUpload; type: string }) =>
        startBatch(upload, type, surum || undefined),
      onSuccess: (batchId) => {
        setCurrentBatch(batchId);
        void refreshBatchList();
      },
    },
    queryClient,
  );

  const choose = async (file: File) => {
    setErrors((e) => ({ ...e, file: undefined }));
    start.reset();
    setRead({ status: "reading", fileName: file.name });
    const answer = await readFile(file);
    setRead(
      "error" in answer
        ? { status: "error", fileName: file.name, message: answer.error }
        : { status: "ready", upload: answer },
    );
  };

  const submit = () => {
    if (start.isPending || read.status === "reading") return;
    const next = {
      ...(read.status === "ready" ? {} : { file: read.status === "error" ? read.message : NO_FILE }),
      ...(turValue ? {} : { tur: NO_TYPE }),
    };
    setErrors(next);
    if (read.status !== "ready" || !turValue) {
      document.getElementById(next.file ? `${id}-file` : `${id}-tur`)?.focus();
      return;
    }
    start.mutate({ upload: read.upload, type: turValue });
  };

  const fileError = read.status === "error" ? read.message : errors.file;
  const fileName = read.status === "idle" ? null : read.status === "ready" ? read.upload.fileName : read.fileName;
  return (
    <form
      className="batch-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`}>Yeni toplu hesaplama</h2>
      <div className="field">
        <label htmlFor={`${id}-file`}>Parsel dosyası (CSV, GeoJSON, KML veya KMZ)</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ""}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Emptied, so that choosing the same file again (after fixing it) reads it again.
            e.target.value = "";
            if (file) void choose(file);
          }}
        />
        <div id={`${id}-file-hint`} className="field__hint batch-form__hint">
          <p>
            <strong>CSV:</strong> ilk sütun parsel kimliği; <code>enlem</code> ve <code>boylam</code> (ya da{" "}
            <code>latitude</code>/<code>longitude</code>) sütunları; diğer sütunlar yapı türünün alan adları (
            <code>arazi_vasfi</code>, <code>alan_m2</code>…).
          </p>
          <p>
            <strong>GeoJSON, KML, KMZ:</strong> her parselin özellikleri alanlardır; çokgen (poligon) olan parselin
            alanı çokgenden hesaplanır. KML ve KMZ tarayıcınızda GeoJSON’a çevrilir.
          </p>
          <p>
            Her yapı türünün alan adları <a href={paths.apiDocs}>API belgelerinde</a> listelenir.
          </p>
        </div>
        {fileName ? (
          <p className="batch-form__file" aria-live="polite">
            Seçilen dosya: <strong>{fileName}</strong>
            {read.status === "reading" ? " — okunuyor..." : null}
            {read.status === "ready" ? ` — ${formatTr(read.upload.count, 0)} parsel` : null}
          </p>
        ) : null}
        {fileError ? (
          <p id={`${id}-file-error`} className="field__error" role="alert">
            {fileError}
          </p>
        ) : null}
      </div>

      <div className="field">
        <label htmlFor={`${id}-surum`}>Kural seti sürümü</label>
        <select id={`${id}-surum`} value={surum} onChange={(e) => setSurum(e.target.value)}>
          <option value="">Yürürlükteki sürüm{inForce ? ` (${regulationName(inForce)}, ${inForce.surum})` : ""}</option>
          {versions
            .filter((v) => v.surum !== inForce?.surum)
            .map((v) => (
              <option key={v.surum} value={v.surum}>
                {regulationName(v)}, {v.surum} ({inForceText(v)})
              </option>
            ))}
        </select>
      </div>

      <div className="field">
        <label htmlFor={`${id}-tur`}>Yapı türü</label>
        <select
          id={`${id}-tur`}
          value={turValue}
          aria-invalid={errors.tur && !turValue ? true : undefined}
          aria-describedby={errors.tur && !turValue ? `${id}-tur-error` : undefined}
          onChange={(e) => setTur(e.target.value)}
        >
          <option value="">Yapı türü seçin</option>
          <option value={PARCEL_ANALYSIS_TYPE}>{PARCEL_ANALYSIS_LABEL}</option>
          {types.map((t) => (
            <option key={t.slug} value={t.slug}>
              {t.label}
            </option>
          ))}
        </select>
        {chosen.status === "loading" ? (
          <p role="status" className="field__hint">
            Yapı türleri yükleniyor...
          </p>
        ) : chosen.error ? (
          <p role="alert" className="field__error">
            {chosen.error}
          </p>
        ) : null}
        {errors.tur && !turValue ? (
          <p id={`${id}-tur-error`} className="field__error">
            {errors.tur}
          </p>
        ) : null}
      </div>

      {start.isError ? (
        <p className="notice notice--error" role="alert">
          {batchErrorText(start.error, START_FAILED)}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={start.isPending || read.status === "reading" || undefined}
      >
        {start.isPending ? "Başlatılıyor..." : "Hesaplamayı başlat"}
      </button>
    </form>
  );
}
