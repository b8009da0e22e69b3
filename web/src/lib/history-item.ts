/** A saved calculation as the API answers it (shell document §3; worker/services/history.ts toHistoryItem). */
export interface HistoryItem {
  id: string;
  title: string;
  description: string;
  calculation_type: string;
  parameters: Record<string, unknown>;
  result: Record<string, unknown>;
  map_coordinates: { lat: number; lng: number } | null;
  /** Id of the public read-only link, when shared. */
  share_id?: string | null;
  created_at: string;
}
