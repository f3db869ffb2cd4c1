/**
 * Work that starts with the server and must stop with it: cache warm-ups
 * (SPEC 4: the events refresh on start-up) and background workers such as
 * the outbox. Each feature registers itself here.
 */

type Task = () => void | Promise<void>;

const startupTasks: Task[] = [];
const stopTasks: Task[] = [];

export function onStartup(task: Task): void {
  startupTasks.push(task);
}

export function onShutdown(task: Task): void {
  stopTasks.push(task);
}

export function runStartupTasks(): void {
  for (const task of startupTasks) {
    Promise.resolve()
      .then(task)
      .catch(() => {
        // Each task logs its own failure; a failed warm-up never stops the server.
      });
  }
}

export async function stopBackgroundWork(): Promise<void> {
  await Promise.allSettled(stopTasks.map((task) => Promise.resolve().then(task)));
}
