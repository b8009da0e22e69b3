import { useEffect, useRef } from "react";
import { useSnapshot } from "valtio";
import { dismiss, notificationsState, type NotificationKind } from "../lib/notifications.ts";
import "./notifications.css";

const KIND: Record<NotificationKind, { label: string; icon: string }> = {
  success: { label: "Başarılı", icon: "✓" },
  info: { label: "Bilgi", icon: "ℹ" },
  warning: { label: "Uyarı", icon: "!" },
  error: { label: "Hata", icon: "✕" },
};

/** Alt+T moves the focus to the notifications. */
export function isFocusShortcut(e: Pick<KeyboardEvent, "altKey" | "ctrlKey" | "metaKey" | "code" | "key">): boolean {
  return e.altKey && !e.ctrlKey && !e.metaKey && (e.code === "KeyT" || e.key.toLowerCase() === "t");
}

/** The toasts, top-right (shell document §2): announced politely; each can be closed; Alt+T focuses them. */
export function NotificationRegion() {
  const { items } = useSnapshot(notificationsState);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isFocusShortcut(e)) return;
      e.preventDefault();
      ref.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section ref={ref} className="notifications" tabIndex={-1} aria-label="Bildirimler (Alt+T)">
      <ul className="notifications__list" aria-live="polite" aria-relevant="additions text">
        {items.map((n) => (
          <li key={n.id} className={`toast toast--${n.kind}`}>
            <span className="toast__icon" aria-hidden="true">
              {KIND[n.kind].icon}
            </span>
            <p className="toast__text">
              <span className="visually-hidden">{KIND[n.kind].label}: </span>
              {n.message}
            </p>
            <button type="button" className="toast__close" aria-label="Bildirimi kapat" onClick={() => dismiss(n.id)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
