/**
 * Preloaded (`node --import`) into a local server's process by scripts/lib/local-server.ts, so that the server lives
 * no longer than the process that started it. The server runs in a process group of its own (its workerd too, which
 * `stop` ends with it); the starter holds the other end of a pipe on the server's fd 3. However the starter ends —
 * also by SIGKILL, which no handler sees — the kernel closes its end: this reads the end of the pipe and ends the
 * server's group (SIGTERM, SIGKILL a few seconds later for whatever is left).
 *
 * Only the process started with PLANLAYICI_PARENT_FD acts: the variable is removed at once, so the processes the
 * server starts (a forked Node has its IPC channel on fd 3) do nothing.
 */
import { Socket } from "node:net";
import { isMainThread } from "node:worker_threads";

const fd = Number(process.env.PLANLAYICI_PARENT_FD);
delete process.env.PLANLAYICI_PARENT_FD;

if (isMainThread && Number.isInteger(fd) && fd > 2) {
  const parent = new Socket({ fd, readable: true, writable: false });
  let ending = false;
  const end = () => {
    if (ending) return;
    ending = true;
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        // The group this process leads (it was started detached): the server and the workerd it started.
        process.kill(-process.pid, signal);
      } catch {
        process.kill(process.pid, signal);
      }
    };
    setTimeout(() => signalGroup("SIGKILL"), 5_000).unref();
    signalGroup("SIGTERM");
  };
  parent.on("end", end);
  parent.on("close", end);
  parent.on("error", end);
  // The pipe keeps no server alive on its own; it is only listened to.
  parent.unref();
  parent.resume();
}
