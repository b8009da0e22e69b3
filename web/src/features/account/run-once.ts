/**
 * Single-use links must be posted once per page visit, even when React runs an effect twice (StrictMode) or
 * the page re-mounts: every caller with the same key shares the first call's promise.
 */
import { useEffect, useState } from "react";

const runs = new Map<string, Promise<unknown>>();

export function runOnce<T>(key: string, start: () => Promise<T>): Promise<T> {
  let run = runs.get(key) as Promise<T> | undefined;
  if (!run) {
    run = start();
    runs.set(key, run);
  }
  return run;
}

/**
 * The result of `start(key)`, run once per key; null while it runs or when `key` is null. `start` must be a
 * module-level function (stable), the key carries everything it needs.
 */
export function useOnce<T>(key: string | null, start: (key: string) => Promise<T>): T | null {
  const [done, setDone] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void runOnce(key, () => start(key)).then((value) => {
      if (live) setDone({ key, value });
    });
    return () => {
      live = false;
    };
  }, [key, start]);
  return key !== null && done?.key === key ? done.value : null;
}
