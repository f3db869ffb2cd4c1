import { mkdir, rename, stat } from "node:fs/promises";
import path from "node:path";

const making = new Map<string, Promise<string>>();

/**
 * The file at `target` (a resized picture, a brand image), made once: kept if
 * it is there, else written by `make` to a temporary name and renamed into
 * place, so no reader sees half a file. Concurrent requests share the work.
 */
export function fileMadeOnce(target: string, make: (temporary: string) => Promise<void>): Promise<string> {
  let pending = making.get(target);
  if (!pending) {
    pending = (async () => {
      try {
        await stat(target);
        return target;
      } catch {
        // Not made yet.
      }
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.tmp-${process.pid}-${Date.now()}`;
      await make(temporary);
      await rename(temporary, target);
      return target;
    })().finally(() => making.delete(target));
    making.set(target, pending);
  }
  return pending;
}
