/**
 * The server first; the browser when the server cannot be reached (no signal, a timeout). The browser runs the
 * worker's own calculation code (offline-engine.ts, loaded only then — from the service worker's cache when offline),
 * so the answer is the server's answer; it says which of the two made it. Online, the server stays the source of
 * truth: any other error (an input error, a 429, a 500) is the server's and stands.
 */
import { ApiClientError } from "../api/api-client.ts";
import { importWithoutReload } from "../chunk-reload.ts";
import type * as OfflineEngine from "./offline-engine.ts";

export interface Answered<T> {
  value: T;
  /** Made in the browser because the server could not be reached ("Çevrimdışı hesaplandı"). */
  offline: boolean;
}

type Engine = typeof OfflineEngine;

export async function serverOrBrowser<T>(
  server: () => Promise<T>,
  browser: (engine: Engine) => Promise<T>,
): Promise<Answered<T>> {
  try {
    return { value: await server(), offline: false };
  } catch (err) {
    if (!(err instanceof ApiClientError && err.kind === "NETWORK_ERROR")) throw err;
    let engine: Engine;
    try {
      engine = await importWithoutReload(() => import("./offline-engine.ts"));
    } catch {
      throw err; // the engine is not cached either (no service worker yet): the connection problem stands
    }
    return { value: await browser(engine), offline: true };
  }
}
