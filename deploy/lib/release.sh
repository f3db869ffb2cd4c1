# shellcheck shell=bash
# Releases: each one a folder of its own under /opt/church-website/releases, built beside the one
# running, and the link /opt/church-website/current saying which runs (previous: the one before).
# The code comes from a mirror of the church's repository (a URL, a local path or a git bundle).

# mirror_source SOURCE: the mirror made or brought up to date; says which.
mirror_source() {
  local source=$1
  if [[ ! -d $CW_MIRROR ]]; then
    [[ -n $source ]] || fail "No source for the site's code: give --source (the repository's address)."
    git -c init.defaultBranch=main clone --quiet --mirror "$source" "$CW_MIRROR" || fail "Could not fetch the code from $source."
    changed "the site's code fetched from $source"
    return
  fi
  if [[ -n $source && $(git -C "$CW_MIRROR" remote get-url origin) != "$source" ]]; then
    git -C "$CW_MIRROR" remote set-url origin "$source"
    changed "the code's source is now $source"
  fi
  # No FETCH_HEAD: a run that brings nothing new leaves the mirror as it was (a second install changes nothing).
  git -C "$CW_MIRROR" fetch --quiet --no-write-fetch-head --prune --tags origin '+refs/heads/*:refs/heads/*' ||
    fail "Could not fetch the code from $(git -C "$CW_MIRROR" remote get-url origin)."
}

# resolve_release REF: sets R_COMMIT and R_NAME (the tag, or the tag and commit, or the commit).
resolve_release() {
  local ref=$1
  R_COMMIT=$(git -C "$CW_MIRROR" rev-parse --verify --quiet "$ref^{commit}") ||
    fail "No release \"$ref\" in $(git -C "$CW_MIRROR" remote get-url origin). Tags there: $(git -C "$CW_MIRROR" tag --sort=-v:refname | head -n 5 | tr '\n' ' ')"
  R_NAME=$(git -C "$CW_MIRROR" describe --tags --always --abbrev=7 "$R_COMMIT" | tr -c 'A-Za-z0-9._\n-' '-')
}

# newest_release_ref: the newest version tag, else the default branch.
newest_release_ref() {
  local tag
  tag=$(git -C "$CW_MIRROR" tag --list 'v[0-9]*' --sort=-v:refname | head -n 1)
  if [[ -n $tag ]]; then printf '%s' "$tag"; else printf 'HEAD'; fi
}

release_names() { find "$CW_RELEASES" -mindepth 1 -maxdepth 1 -type d -printf '%f ' 2>/dev/null; }

release_built() { [[ -f $CW_RELEASES/$1/$CW_RELEASE_MARK ]]; }

# build_release NAME COMMIT: the code unpacked, npm ci, npm run build; the marker written last,
# so a build that stopped half-way is started again, never served.
build_release() {
  local name=$1 commit=$2 dir="$CW_RELEASES/$1" started step_started
  if release_built "$name"; then
    same "release $name, built"
    return
  fi
  started=$(now_s)
  rm -rf "$dir"
  install -d -m 755 "$dir"
  git -C "$CW_MIRROR" archive "$commit" | tar -x -C "$dir"
  say "  Building release $name in $dir…"
  # better-sqlite3 compiles against the installed Node's own headers when no prebuilt binary fits
  # (Debian's libnode-dev and NodeSource's nodejs put them in /usr/include/node), not ones downloaded.
  if [[ -f /usr/include/node/common.gypi ]]; then export npm_config_nodedir=/usr; fi
  step_started=$(now_s)
  local same_as
  same_as=$(same_dependencies "$dir")
  if [[ -n $same_as ]] && cp -a "$CW_RELEASES/$same_as/node_modules" "$dir/node_modules"; then
    say "    dependencies copied from $same_as (the same package-lock.json and Node): $(($(now_s) - step_started)) s"
  else
    rm -rf "$dir/node_modules"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >"$dir/.npm-ci.log" 2>&1) ||
      fail_build "$dir" "npm ci failed" "$dir/.npm-ci.log"
    say "    npm ci: $(($(now_s) - step_started)) s"
  fi
  step_started=$(now_s)
  (cd "$dir" && npm run build --silent >"$dir/.build.log" 2>&1) || fail_build "$dir" "the build failed" "$dir/.build.log"
  say "    build: $(($(now_s) - step_started)) s"
  printf 'commit=%s\nbuilt=%s\nnode_abi=%s\n' "$commit" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$(node_abi)" >"$dir/$CW_RELEASE_MARK"
  chmod -R a+rX "$dir"
  changed "release $name built in $(($(now_s) - started)) s"
}

# Node's module version: native modules (better-sqlite3) built for one run on another with the same.
node_abi() { node -p process.versions.modules 2>/dev/null; }

# same_dependencies DIR: the running release, when DIR's package-lock.json is the same as its own and it was
# built with this Node: its node_modules serve DIR as they are, so an update compiles nothing again.
# A copy, not links: nothing the new release's build writes can reach the release it may roll back to.
same_dependencies() {
  local dir=$1 running
  running=$(release_of "$CW_CURRENT")
  [[ -n $running && $running != "$(basename "$dir")" && -d $CW_RELEASES/$running/node_modules ]] || return 0
  cmp -s "$CW_RELEASES/$running/package-lock.json" "$dir/package-lock.json" || return 0
  [[ $(sed -n 's/^node_abi=//p' "$CW_RELEASES/$running/$CW_RELEASE_MARK" 2>/dev/null) == "$(node_abi)" ]] || return 0
  printf '%s' "$running"
}

fail_build() {
  local dir=$1 what=$2 log=$3
  tail -n 25 "$log" >&2
  fail "Release $(basename "$dir"): $what (the last lines are above; all of it in $log). The running site is unchanged."
}

# point_link LINK RELEASE: the link changed in one rename, so nothing ever sees it missing.
point_link() {
  ln -sfn "$CW_RELEASES/$2" "$1.new"
  mv -Tf "$1.new" "$1"
}

# switch_to NAME: current becomes NAME, previous the one that ran until now.
switch_to() {
  local name=$1 old
  old=$(release_of "$CW_CURRENT")
  [[ $old != "$name" ]] || return 0
  [[ -z $old ]] || point_link "$CW_PREVIOUS" "$old"
  point_link "$CW_CURRENT" "$name"
}

# prune_releases: keep current, previous and the newest other one; remove older folders.
prune_releases() {
  local keep_current keep_previous kept=0 dir name
  keep_current=$(release_of "$CW_CURRENT")
  keep_previous=$(release_of "$CW_PREVIOUS")
  while read -r dir; do
    name=$(basename "$dir")
    [[ $name != "$keep_current" && $name != "$keep_previous" ]] || continue
    kept=$((kept + 1))
    ((kept > 1)) || continue
    rm -rf "$dir"
    changed "old release $name removed"
  done < <(find "$CW_RELEASES" -mindepth 1 -maxdepth 1 -type d -printf '%T@ %p\n' | sort -rn | cut -d' ' -f2-)
}
