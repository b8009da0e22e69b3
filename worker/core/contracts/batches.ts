/**
 * Batch calculations (issue #51): a job's state as the API answers it (`GET /api/v1/batches/{id}`). `tamamlanan`
 * counts the parcels calculated so far, those with an error (`hatali`) included. Shared with the browser. Types only.
 */
export type BatchStatus = "kuyrukta" | "calisiyor" | "tamam" | "hata";

export interface BatchDto {
  id: string;
  /** The structure type's slug, or `parsel-analizi`. */
  tur: string;
  /** The rule-set version every parcel is calculated under. */
  surum: string;
  durum: BatchStatus;
  toplam: number;
  tamamlanan: number;
  hatali: number;
  olusturulma: string;
}
