import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The code the test installs: this working tree as it is (committed or not, untracked files too, what
 * .gitignore leaves out left out), as the `main` branch of a repository shipped to the root as a git
 * bundle, never fetched from the internet. Later releases are commits on top of it, tagged.
 */

const worktree = fileURLToPath(new URL("../..", import.meta.url));

function git(args: string[], env: Record<string, string> = {}, input?: string): string {
  const result = spawnSync("git", args, { encoding: "utf8", env: { ...process.env, ...env }, input });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

export interface ReleaseSource {
  /** Writes the bundle (every branch and tag) to `file`. */
  bundle(file: string): void;
  /** Tags a commit on top of main whose files differ as given (path → new content). */
  tagRelease(tag: string, files: Record<string, string>, message: string): void;
  dispose(): void;
}

export function releaseSource(): ReleaseSource {
  const dir = mkdtempSync(path.join(tmpdir(), "church-release-source-"));
  const bare = path.join(dir, "source.git");
  const index = { GIT_INDEX_FILE: path.join(dir, "worktree.index") };
  // The working tree's files as a commit, through an index of our own: the worktree's own index and refs stay as they are.
  git(["-C", worktree, "read-tree", "HEAD"], index);
  git(["-C", worktree, "add", "-A"], index);
  const tree = git(["-C", worktree, "write-tree"], index);
  const commit = git(["-C", worktree, "commit-tree", tree, "-p", "HEAD", "-m", "The working tree under test"]);
  git(["init", "-q", "--bare", "--initial-branch=main", bare]);
  git(["-C", worktree, "push", "-q", bare, `${commit}:refs/heads/main`]);

  return {
    bundle(file) {
      git(["-C", bare, "bundle", "create", file, "--all"]);
    },
    tagRelease(tag, files, message) {
      const releaseIndex = { GIT_INDEX_FILE: path.join(dir, `${tag}.index`) };
      git(["-C", bare, "read-tree", "main"], releaseIndex);
      for (const [file, content] of Object.entries(files)) {
        const blob = git(["-C", bare, "hash-object", "-w", "--stdin"], {}, content);
        git(["-C", bare, "update-index", "--add", "--cacheinfo", `100644,${blob},${file}`], releaseIndex);
      }
      const releaseTree = git(["-C", bare, "write-tree"], releaseIndex);
      const releaseCommit = git(["-C", bare, "commit-tree", releaseTree, "-p", "main", "-m", message]);
      git(["-C", bare, "tag", tag, releaseCommit]);
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A file of the working tree, for a release that changes it. */
export function worktreeFile(file: string): string {
  return git(["-C", worktree, "show", `HEAD:${file}`]);
}
