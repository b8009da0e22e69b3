import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema.ts";

/**
 * drizzle over a D1 database or a Sessions API session (worker/middleware/db.ts). drizzle's D1 driver calls only
 * `prepare` and `batch` on its client (drizzle-orm/d1/session.js), which a session has too; the adapter exposes
 * exactly those two, so a driver that needed more would fail loudly instead of bypassing the session.
 */
export function getDb(d1: D1Database | D1DatabaseSession) {
  const client: Pick<D1Database, "prepare" | "batch"> = {
    prepare: (query) => d1.prepare(query),
    batch: (statements) => d1.batch(statements),
  };
  return drizzle(client as D1Database, { schema });
}

export type Db = ReturnType<typeof getDb>;

/**
 * The request's drizzle client, built on first use: building one walks the schema's relations (about a third of the
 * cost of a trivial request), and most requests — calculations, the rule set, lists — never query.
 */
export function lazyDb(d1: D1Database | D1DatabaseSession): Db {
  let db: Db | undefined;
  const target = () => (db ??= getDb(d1));
  return new Proxy({} as Db, {
    get(_, prop) {
      const value: unknown = Reflect.get(target(), prop);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target()) : value;
    },
    has: (_, prop) => Reflect.has(target(), prop),
  });
}
