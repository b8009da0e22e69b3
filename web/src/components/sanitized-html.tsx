/**
 * Server-made report HTML, sanitised by lib/sanitize.ts (DOMPurify). The sanitiser is loaded on first use, not with
 * the page: the calculation form is ready without it, and `preloadSanitizer()` fetches it while a calculation is on
 * its way so the report shows together with the result. Until it has loaded the box stays empty and `aria-busy`.
 */
import { useEffect, useState, type HTMLAttributes } from "react";
import type * as SanitizeModule from "../lib/sanitize.ts";

type Sanitizer = typeof SanitizeModule;

let loaded: Sanitizer | null = null;
let loading: Promise<Sanitizer | null> | null = null;

/** Starts loading the sanitiser (once); resolves to null when its chunk could not be loaded. */
export function preloadSanitizer(): Promise<Sanitizer | null> {
  loading ??= import("../lib/sanitize.ts").then(
    (m) => (loaded = m),
    () => {
      loading = null; // a later render may try again
      return null;
    },
  );
  return loading;
}

export function SanitizedHtml({ html, ...props }: { html: string } & HTMLAttributes<HTMLDivElement>) {
  const [sanitizer, setSanitizer] = useState<Sanitizer | null>(loaded);
  useEffect(() => {
    if (sanitizer) return;
    let alive = true;
    void preloadSanitizer().then((m) => alive && m && setSanitizer(m));
    return () => {
      alive = false;
    };
  }, [sanitizer]);
  return (
    <div
      {...props}
      aria-busy={sanitizer ? undefined : true}
      dangerouslySetInnerHTML={{ __html: sanitizer ? sanitizer.sanitizeHtml(html) : "" }}
    />
  );
}
