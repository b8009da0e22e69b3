/**
 * Reads what is left of a request body once the app has answered — the body of a 401, a 404, a 415 or a 413 given
 * before it was read — up to `maxBytes` in all (worker/app.ts MAX_DRAINED_BYTES). The local server (`vite preview`:
 * Node in front of workerd) answers 500 for a request whose body workerd leaves unread, or for the next request on
 * the same keep-alive connection; cancelling the body does not help, reading it does
 * (tests/e2e/unread-bodies.spec.ts).
 *
 * The body goes to the app through a pass-through stream, so the rest can be read from the original even after a
 * reader stopped part way (hono's body limit on a chunked body over the limit).
 */
import { createMiddleware } from "hono/factory";

export const drainBody = (maxBytes: number) =>
  createMiddleware(async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const source = body.getReader();
    let read = 0;
    let done = false;
    // One read at a time: the drain below waits for a read the app left under way.
    let last: Promise<unknown> = Promise.resolve();
    const take = () => {
      const chunk = last.then(() => source.read());
      last = chunk.then((c) => {
        if (c.done) done = true;
        else read += c.value.byteLength;
      });
      return chunk;
    };
    c.req.raw = new Request(c.req.raw, {
      body: new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            const chunk = await take();
            if (chunk.done) controller.close();
            else controller.enqueue(chunk.value);
          },
          // A reader that gives up leaves the rest to the drain below.
          cancel() {},
        },
        { highWaterMark: 0 },
      ),
    });
    try {
      await next();
    } finally {
      try {
        await last;
        while (!done && read <= maxBytes) await take().then(() => last);
        if (!done) await source.cancel();
      } catch {
        // The client went away: there is nothing left to read.
      }
    }
  });
