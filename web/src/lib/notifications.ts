/** Toasts (shell document §2, §9): four kinds, top-right, auto-close after 5 000 ms unless told otherwise. */
import { proxy } from "valtio";

export type NotificationKind = "success" | "info" | "warning" | "error";
export const TOAST_MS = 5_000;

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
}

export const notificationsState = proxy<{ items: Notification[] }>({ items: [] });

let next = 0;

export function dismiss(id: number): void {
  notificationsState.items = notificationsState.items.filter((n) => n.id !== id);
}

export function notify(kind: NotificationKind, message: string, durationMs = TOAST_MS): number {
  const id = ++next;
  notificationsState.items.push({ id, kind, message });
  setTimeout(() => dismiss(id), durationMs);
  return id;
}
