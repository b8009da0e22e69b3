/**
 * The words that no rule file carries (`rules/izmir-tarimsal-yapilar/etiketler.json`): names of computed facts,
 * location flags and request fields for the legislation pages, and the landowner's text of the bases that are not
 * legal citations ("Referans model", "Ürün belirtimi …"), which every answer and page shows instead. The file lies outside the hashed version folders, so it grows with new versions without touching a
 * published one; it is validated with the strict schema on first use. Pure.
 */
import raw from "../../../rules/izmir-tarimsal-yapilar/etiketler.json";
import { pageLabelsSchema, type PageLabels } from "./schema.ts";

let labels: PageLabels | undefined;

export function pageLabels(): PageLabels {
  labels ??= pageLabelsSchema.parse(raw);
  return labels;
}

/** A record's own entry (never one of Object's prototype). */
export function ownEntry<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** A rule's basis as a landowner reads it: a legal citation as written, an internal one in plain words. */
export function basisText(dayanak: string): string {
  return ownEntry(pageLabels().dayanaklar, dayanak) ?? dayanak;
}
