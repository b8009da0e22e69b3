import { useEffect, useRef, useState, type TouchEvent } from "react";
import { Link, useLocation } from "react-router-dom";
import { paths } from "../config/paths.ts";
import { groupForSidebar } from "../entities/structure-types/group.ts";
import { useShellRuleSet } from "../entities/structure-types/shell-version.ts";
import { useSession } from "../lib/session/use-session.ts";
import { useMediaQuery } from "./use-media-query.ts";
import { VersionChoice } from "./version-choice.tsx";
import { regulationName } from "@worker/core/rules/version-text.ts";

export const MOBILE_QUERY = "(max-width: 768px)";
/** A swipe to the left longer than this closes the mobile sidebar. */
export const SWIPE_CLOSE_PX = 70;

function SidebarLink({
  to,
  active,
  emoji,
  label,
  onNavigate,
}: {
  to: string;
  active: boolean;
  emoji: string;
  label: string;
  onNavigate: () => void;
}) {
  return (
    <Link
      to={to}
      className={`sidebar__link${active ? " is-active" : ""}`}
      aria-current={active ? "page" : undefined}
      title={label}
      onClick={onNavigate}
    >
      <span className="sidebar__emoji" aria-hidden="true">
        {emoji}
      </span>
      <span className="sidebar__label">{label}</span>
    </Link>
  );
}

/**
 * The left sidebar: the 'Mevzuat' choice, home, then the structure types of the chosen version in its sidebar groups
 * (their links name a draft with `?surum=`). Desktop: 280 px, a toggle
 * collapses it to 60 px. Up to 768 px: off-canvas behind a floating button with a backdrop; it closes after
 * navigation, on Escape and on a left swipe of more than 70 px.
 */
export function Sidebar() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const shell = useShellRuleSet();
  const { isAuthenticated } = useSession();
  const { ruleSet, status, query } = shell;
  const fabRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<number | null>(null);
  const touchLast = useRef<number | null>(null);

  // Closed after every navigation.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMobileOpen(false);
  }

  const open = isMobile && mobileOpen;
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMobileOpen(false);
      fabRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const closeMobile = () => setMobileOpen(false);
  const onTouchStart = (e: TouchEvent) => {
    touchStart.current = e.touches[0]?.clientX ?? null;
    touchLast.current = touchStart.current;
  };
  const onTouchMove = (e: TouchEvent) => {
    touchLast.current = e.touches[0]?.clientX ?? touchLast.current;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    const end = e.changedTouches[0]?.clientX ?? touchLast.current;
    touchStart.current = null;
    if (start !== null && end !== null && start - end > SWIPE_CLOSE_PX) closeMobile();
  };
  const swipe = isMobile ? { onTouchStart, onTouchMove, onTouchEnd } : {};

  const isCollapsed = !isMobile && collapsed;
  const groups = ruleSet ? groupForSidebar(ruleSet) : [];
  const isActive = (slug: string) =>
    pathname === paths.legacyCalculation.getHref(slug) || pathname === paths.calculation.getHref(slug);
  const classes = [
    "sidebar",
    isCollapsed ? "sidebar--collapsed" : "",
    isMobile ? "sidebar--mobile" : "",
    open ? "is-open" : "",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <>
      {/* Always in the page (the stylesheet shows it up to 768 px): a prerendered phone page has it before the app runs. */}
      <button
        ref={fabRef}
        type="button"
        className="sidebar-fab"
        aria-label="Menüyü aç"
        aria-expanded={open}
        aria-controls="sidebar"
        onClick={() => setMobileOpen(true)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      {open ? (
        <div
          className="sidebar-backdrop"
          data-testid="sidebar-backdrop"
          aria-hidden="true"
          onClick={closeMobile}
          {...swipe}
        />
      ) : null}
      <nav id="sidebar" className={classes} aria-label="Yapı türleri menüsü" inert={isMobile && !open} {...swipe}>
        <div className="sidebar__top">
          {isMobile ? (
            <button
              ref={closeRef}
              type="button"
              className="sidebar__toggle"
              aria-label="Menüyü kapat"
              onClick={() => {
                closeMobile();
                fabRef.current?.focus();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : (
            <button
              type="button"
              className="sidebar__toggle"
              aria-label={collapsed ? "Kenar çubuğunu genişlet" : "Kenar çubuğunu daralt"}
              aria-expanded={!collapsed}
              aria-controls="sidebar-links"
              onClick={() => setCollapsed((c) => !c)}
            >
              <span aria-hidden="true">{collapsed ? "»" : "«"}</span>
            </button>
          )}
        </div>
        <div id="sidebar-links" className="sidebar__links">
          {isCollapsed ? (
            shell.choice === "taslak" && shell.draft ? (
              <p className="sidebar__draft-mark" title={regulationName(shell.draft)}>
                Taslak
              </p>
            ) : null
          ) : (
            <VersionChoice shell={shell} />
          )}
          <SidebarLink
            to={paths.home.getHref()}
            active={pathname === paths.home.path}
            emoji="🏠"
            label="Ana Sayfa"
            onNavigate={closeMobile}
          />
          <SidebarLink
            to={paths.parcelAnalysis.getHref()}
            active={pathname === paths.parcelAnalysis.path}
            emoji="🧭"
            label="Bu parselde ne yapabilirim?"
            onNavigate={closeMobile}
          />
          {isAuthenticated ? (
            <SidebarLink
              to={paths.batch.getHref()}
              active={pathname === paths.batch.path}
              emoji="📦"
              label="Toplu hesaplama"
              onNavigate={closeMobile}
            />
          ) : null}
          {status === "ready" && ruleSet ? (
            groups.map((g) => (
              // A group, not a region: the home page's category sections carry the same names as landmarks.
              <section key={g.id} role="group" className="sidebar__group" aria-labelledby={`sidebar-${g.id}`}>
                <h2 id={`sidebar-${g.id}`} className="sidebar__group-title">
                  {g.label}
                </h2>
                <ul>
                  {g.items.map((t) => (
                    <li key={t.id}>
                      <SidebarLink
                        to={paths.legacyCalculation.getHref(t.slug, query)}
                        active={isActive(t.slug)}
                        emoji={t.emoji}
                        label={t.label}
                        onNavigate={closeMobile}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))
          ) : status === "error" ? (
            <p className="sidebar__status">Yapı türleri yüklenemedi.</p>
          ) : (
            <p role="status" className="sidebar__status">
              Yapı türleri yükleniyor...
            </p>
          )}
        </div>
      </nav>
    </>
  );
}
