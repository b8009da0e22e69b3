/** A loaded rule-set version: its manifest entry, its common file and its type files. */
import type { CommonRuleFile, TypeRuleFile } from "./schema.ts";

export interface LoadedRuleSet {
  id: string;
  surum: string;
  /** `yayinda` (released, selectable by date) or `taslak` (draft, only by its number). */
  durum: "yayinda" | "taslak";
  aciklama: string;
  /** The regulation's one name ("2017 Yönetmeliği"). */
  yonetmelik: string;
  /** The day it takes effect (YYYY-MM-DD); null for a draft the law has not dated yet (a released version has one). */
  yururluk_tarihi: string | null;
  /** The version an overlay builds on (its unchanged files are the base's), or null for a complete version. */
  taban_surum: string | null;
  common: CommonRuleFile;
  /** Type rule files by slug. */
  types: Readonly<Record<string, TypeRuleFile>>;
  /** sha256 of the legal part of every file of the version (inherited ones: the base's), by file name. */
  hashes: Readonly<Record<string, string>>;
}
