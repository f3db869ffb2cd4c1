# shellcheck shell=bash
# What the site needs, each from its own project's packages: Node (Debian 13's own; NodeSource's
# Node 20 on Debian 12 and Ubuntu 24.04, whose own are 18), Caddy and restic from the distribution,
# the firewall the system ships (nftables on Debian, ufw on Ubuntu) and unattended-upgrades.

# The README's "Node 20.19 or newer, and npm 11" (npm 12 needs Node 22). Debian's own npm (9) cannot read
# the project's lockfile, so npm comes from npm's own registry: this release of it starts the install of
# the newest npm 11, its tarball checked against the registry's integrity hash.
CW_NODE_MIN=20.19.0
CW_NPM_MAJOR=11
CW_NPM_BOOTSTRAP=11.19.1

node_is_recent() {
  local version
  version=$(node --version 2>/dev/null) || return 1
  version=${version#v}
  [[ $(printf '%s\n%s\n' "$CW_NODE_MIN" "$version" | sort -V | head -n 1) == "$CW_NODE_MIN" ]]
}

missing_packages() {
  local pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}\n' "$pkg" 2>/dev/null | grep -q '^install ok installed$' || printf '%s\n' "$pkg"
  done
}

apt_install() {
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o Dpkg::Options::=--force-confold "$@" >/dev/null ||
    fail "apt-get could not install $*: its messages are above. Run the installer again once that is fixed."
}

# NodeSource's Node 20 repository (deb.nodesource.com), for Debian 12 and Ubuntu 24.04. Written from
# NodeSource's own instructions; not reachable from the machine this was tested on, so untested there.
add_nodesource() {
  local keyring=/usr/share/keyrings/nodesource.gpg
  if [[ ! -s $keyring ]]; then
    curl -fsSL https://deb.nodesource.com/gpgkey/nodesource-repo.gpg.key | gpg --dearmor --yes -o "$keyring" ||
      fail "Could not fetch NodeSource's signing key (https://deb.nodesource.com): is the internet reachable from here?"
    changed "NodeSource's signing key"
  fi
  put_file /etc/apt/sources.list.d/nodesource.sources 644 root root "NodeSource's Node 20 repository" <<SOURCES
Types: deb
URIs: https://deb.nodesource.com/node_20.x
Suites: nodistro
Components: main
Signed-By: $keyring
SOURCES
  # NodeSource's Node, not the distribution's older one.
  put_file /etc/apt/preferences.d/nodesource 644 root root "NodeSource's Node preferred" <<'PIN'
Package: nodejs
Pin: origin deb.nodesource.com
Pin-Priority: 600
PIN
}

install_packages() {
  heading "Packages"
  local started wanted missing
  started=$(now_s)
  # build-essential and python3: better-sqlite3 compiles when no prebuilt binary fits (README).
  wanted=(ca-certificates curl git gnupg openssl sqlite3 build-essential python3 caddy restic unattended-upgrades)
  case $CW_OS in
    ubuntu2404) wanted+=(ufw) ;;
    *) wanted+=(nftables) ;;
  esac
  if ! node_is_recent; then
    wanted+=(nodejs)
  fi
  # Node's headers, for better-sqlite3 to compile against when no prebuilt binary fits (NodeSource's
  # nodejs has them itself).
  [[ $CW_OS != debian13 ]] || wanted+=(libnode-dev)
  mapfile -t missing < <(missing_packages "${wanted[@]}")
  # An older Node already installed (the distribution's 18) is replaced by NodeSource's.
  if ! node_is_recent && [[ " ${missing[*]} " != *" nodejs "* ]]; then missing+=(nodejs); fi
  if ((${#missing[@]} == 0)) && node_is_recent; then
    same "Node $(node --version), Caddy, restic, the firewall and unattended-upgrades"
    ensure_npm
    return
  fi
  say "  Installing ${missing[*]:-a newer Node} (a few minutes)…"
  DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null || fail "apt-get update failed: its messages are above."
  if [[ " ${missing[*]} " == *" nodejs "* && $CW_OS != debian13 ]]; then
    apt_install ca-certificates curl gnupg
    add_nodesource
    DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null || fail "apt-get update failed after adding NodeSource's repository."
  fi
  apt_install "${missing[@]}"
  node_is_recent || fail "Node $(node --version 2>/dev/null || echo "is missing"): the site needs $CW_NODE_MIN or newer."
  changed "installed ${missing[*]} (Node $(node --version)) in $(($(now_s) - started)) s"
  ensure_npm
}

npm_major() {
  local version
  version=$(npm --version 2>/dev/null) || return 0
  printf '%s' "${version%%.*}"
}

# npm 11 in /usr/local (first on PATH): through the npm there is (NodeSource's 10), or a release of npm 11
# fetched from the registry and checked when there is none (Debian 13's nodejs comes without npm).
ensure_npm() {
  if [[ $(npm_major) == "$CW_NPM_MAJOR" ]]; then
    same "npm $(npm --version)"
    return
  fi
  local started tmp
  started=$(now_s)
  if [[ -n $(npm_major) ]]; then
    npm install -g --prefix /usr/local --no-audit --no-fund --loglevel=error "npm@$CW_NPM_MAJOR" >/dev/null ||
      fail "npm could not install npm $CW_NPM_MAJOR from the npm registry (above)."
  else
    tmp=$(mktemp -d)
    local tarball="https://registry.npmjs.org/npm/-/npm-$CW_NPM_BOOTSTRAP.tgz" integrity
    curl -fsSL -o "$tmp/npm.tgz" "$tarball" || fail "Could not fetch npm from $tarball: is the npm registry reachable?"
    # The registry's record of that release, read with Node's JSON parser (its spacing varies).
    integrity=$(curl -fsSL "https://registry.npmjs.org/npm/$CW_NPM_BOOTSTRAP" |
      node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => process.stdout.write(JSON.parse(s).dist.integrity))') ||
      integrity=""
    [[ -n $integrity && $integrity == "sha512-$(openssl dgst -sha512 -binary "$tmp/npm.tgz" | openssl base64 -A)" ]] ||
      fail "npm $CW_NPM_BOOTSTRAP from the registry does not match its published checksum: nothing installed."
    tar -xzf "$tmp/npm.tgz" -C "$tmp"
    node "$tmp/package/bin/npm-cli.js" install -g --prefix /usr/local --no-audit --no-fund --loglevel=error "npm@$CW_NPM_MAJOR" >/dev/null ||
      fail "npm could not install npm $CW_NPM_MAJOR from the npm registry (above)."
    rm -rf "$tmp"
  fi
  hash -r
  [[ $(npm_major) == "$CW_NPM_MAJOR" ]] || fail "npm $(npm --version 2>/dev/null) is not npm $CW_NPM_MAJOR after installing it."
  changed "npm $(npm --version) from the npm registry in $(($(now_s) - started)) s"
}
