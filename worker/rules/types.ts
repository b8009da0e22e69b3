/** A loaded rule-set version: its manifest entry, its common file and its type files. */
import type { CommonRuleFile, TypeRuleFile } from "./schema.ts";

export interface LoadedRuleSet {
  id: string;
  surum: string;
  /** `yayinda` (released, selectable by date) or `taslak` (draft, only by its number). */
  durum: "yayinda" | "taslak";
  aciklama: string;
  yururluk_tarihi: string;
  common: CommonRuleFile;
  /** Type rule files by slug. */
  types: Readonly<Record<string, TypeRuleFile>>;
  /** sha256 of every file of the version, by file name. */
  hashes: Readonly<Record<string, string>>;
}
