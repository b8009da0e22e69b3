/**
 * The moment a calculation was saved, as the reports print it: D1 gives `YYYY-MM-DD HH:MM:SS` (UTC) or ISO text;
 * Turkish local date and time, or the raw text when it is not a date.
 */
export function savedAtText(createdAt: string): string {
  const date = new Date(createdAt.includes("T") ? createdAt : `${createdAt.replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? createdAt : date.toLocaleString("tr-TR");
}
