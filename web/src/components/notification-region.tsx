import { useEffect, useRef, useState, type FocusEvent } from "react";
import { useSnapshot } from "valtio";
import {
  dismiss,
  notificationsState,
  pauseNotifications,
  resumeNotifications,
  type NotificationKind,
} from "../lib/notifications.ts";
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

/**
 * The toasts, top-right: announced politely; each can be closed; Alt+T focuses them. While the
 * pointer is on a toast or the focus is in the region, no toast closes by itself.
 */
export function NotificationRegion() {
  const { items } = useSnapshot(notificationsState);
  const ref = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isFocusShortcut(e)) return;
      e.preventDefault();
      ref.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // A toast closed under the pointer sends no mouseleave, one closed with the focus in it no blur: ask the page.
  useEffect(() => {
    if (hovered && !ref.current?.querySelector(".toast:hover")) setHovered(false);
    if (focused && !ref.current?.contains(document.activeElement)) setFocused(false);
  }, [items, hovered, focused]);

  const hold = hovered || focused;
  useEffect(() => {
    if (hold) pauseNotifications();
    else resumeNotifications();
  }, [hold]);
  useEffect(() => () => resumeNotifications(), []);

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={ref}
      className="notifications"
      tabIndex={-1}
      aria-label="Bildirimler (Alt+T)"
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <ul className="notifications__list" aria-live="polite" aria-relevant="additions text">
        {items.map((n) => (
          <li
            key={n.id}
            className={`toast toast--${n.kind}`}
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
          >
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
