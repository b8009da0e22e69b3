import { retryStructureTypes } from "../state.ts";

/** Loading and error states of the structure-type list. */
export function StructureTypesStatus({ status, error }: { status: string; error: string | null }) {
  if (status === "error") {
    return (
      <div role="alert" className="notice notice--error">
        <p>{error ?? "Yapı türleri yüklenirken hata oluştu"}</p>
        <button type="button" className="button" onClick={() => void retryStructureTypes()}>
          Tekrar dene
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="loading-text">
      Yapı türleri yükleniyor...
    </p>
  );
}
