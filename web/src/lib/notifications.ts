/**
 * Toasts: four kinds, top-right, closed after 5 000 ms unless told otherwise. While the
 * pointer rests on them or the focus is in them the timers stop (WCAG 2.2.1: reading is never cut short); each toast
 * then gets the time it had left.
 */
import { proxy } from "valtio";

export type NotificationKind = "success" | "info" | "warning" | "error";
export const TOAST_MS = 5_000;

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
}

export const notificationsState = proxy<{ items: Notification[] }>({ items: [] });

interface Timer {
  /** Time left before the toast closes, ms (as of `startedAt` while running). */
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | undefined;
}

const timers = new Map<number, Timer>();
let paused = false;
let next = 0;

function run(id: number): void {
  const t = timers.get(id);
  if (!t || t.handle !== undefined) return;
  t.startedAt = Date.now();
  t.handle = setTimeout(() => dismiss(id), t.remaining);
}

function hold(id: number): void {
  const t = timers.get(id);
  if (!t || t.handle === undefined) return;
  clearTimeout(t.handle);
  t.handle = undefined;
  t.remaining = Math.max(0, t.remaining - (Date.now() - t.startedAt));
}

export function dismiss(id: number): void {
  hold(id);
  timers.delete(id);
  notificationsState.items = notificationsState.items.filter((n) => n.id !== id);
}

export function notify(kind: NotificationKind, message: string, durationMs = TOAST_MS): number {
  const id = ++next;
  notificationsState.items.push({ id, kind, message });
  timers.set(id, { remaining: durationMs, startedAt: 0, handle: undefined });
  if (!paused) run(id);
  return id;
}

/** Stops every toast's timer (the pointer is on the toasts or the focus is in them); new toasts wait too. */
export function pauseNotifications(): void {
  if (paused) return;
  paused = true;
  for (const id of timers.keys()) hold(id);
}

/** Lets the toasts close again, each after the time it had left. */
export function resumeNotifications(): void {
  if (!paused) return;
  paused = false;
  for (const id of timers.keys()) run(id);
}
