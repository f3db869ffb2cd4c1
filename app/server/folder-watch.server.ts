import { watch, type FSWatcher } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { describeError, log } from "./logger.server";

/**
 * Tells when anything in a folder changes, whatever way it was saved: written
 * in place (VS Code, nano, `cp`), replaced by a rename (vim, `sed -i`, the
 * staff editor's atomic publish), deleted and made again.
 *
 * Node 20's recursive fs.watch on Linux watches each file's inode, so a file
 * replaced by a rename is no longer watched (issue 26: a file published from
 * the editor, then saved from a text editor, was never served again). Here
 * each directory has its own plain watch instead: the kernel reports every
 * change to the names and contents inside a watched directory, whichever
 * inode a name points at, and new directories are watched as they appear.
 * A cheap check of every file's size, mtime and inode each second stands
 * behind it, for what no watch reports (a bind mount from another machine,
 * a network share, inotify's limit reached).
 */

export interface FolderWatch {
  close(): void;
}

/** Editors' swap and backup files, atomic writes' temporary files and dot files are not content. */
export function isIgnoredName(name: string): boolean {
  return /(^|[/\\])\.|~$|\.tmp-/.test(name);
}

/** Every directory under `root` (itself included) and a fingerprint of every file in them. */
async function survey(root: string): Promise<{ directories: Set<string>; fingerprint: string }> {
  const directories = new Set<string>();
  const parts: string[] = [];
  async function walk(dir: string): Promise<void> {
    directories.add(dir);
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // removed meanwhile: the next survey sees the folder as it then is
    }
    for (const entry of entries) {
      if (isIgnoredName(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        const stats = await stat(full).catch(() => null);
        if (stats) parts.push(`${full}\0${stats.size}\0${stats.mtimeMs}\0${stats.ino}`);
      }
    }
  }
  await walk(root);
  return { directories, fingerprint: parts.sort().join("\n") };
}

/** Calls `onChange` (often several times for one save: debounce it) whenever something in `root` changes. */
export function watchFolder(root: string, onChange: () => void, options: { pollMs?: number } = {}): FolderWatch {
  const pollMs = options.pollMs ?? 1000;
  const watchers = new Map<string, FSWatcher>();
  let fingerprint: string | undefined;
  let closed = false;
  let surveying = false;

  function watchDirectory(dir: string): void {
    try {
      const watcher = watch(dir, (_event, name) => {
        if (name && isIgnoredName(String(name))) return;
        onChange();
        // A new directory gets its own watch at once, not at the next check.
        void check();
      });
      watcher.on("error", () => {
        // The directory went away (or was replaced): the next survey watches what is there now.
        watcher.close();
        if (watchers.get(dir) === watcher) watchers.delete(dir);
      });
      watcher.unref();
      watchers.set(dir, watcher);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
        log("warn", "content folder watch failed", { dir, error: describeError(error) });
      }
    }
  }

  async function check(): Promise<void> {
    if (surveying || closed) return;
    surveying = true;
    try {
      const now = await survey(root);
      if (closed) return;
      for (const dir of now.directories) if (!watchers.has(dir)) watchDirectory(dir);
      for (const [dir, watcher] of watchers) {
        if (!now.directories.has(dir)) {
          watcher.close();
          watchers.delete(dir);
        }
      }
      // The first survey reports a change too: a save made before the watches were set up
      // (since the caller last read the folder) is not lost; reading an unchanged folder costs little.
      if (now.fingerprint !== fingerprint) onChange();
      fingerprint = now.fingerprint;
    } catch (error) {
      log("warn", "content folder check failed", { error: describeError(error) });
    } finally {
      surveying = false;
    }
  }

  watchDirectory(root);
  void check();
  const timer = setInterval(() => void check(), pollMs);
  timer.unref();
  return {
    close() {
      closed = true;
      clearInterval(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
