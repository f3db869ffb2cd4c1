# shellcheck shell=bash
# Shared by deploy/install.sh and the church-website command: the places things live, plain-words
# output, and writing a file only when its content, mode or owner differ (so a second run changes
# nothing that is already right, and says so).

CW_HOME=/opt/church-website
CW_RELEASES="$CW_HOME/releases"
CW_CURRENT="$CW_HOME/current"
CW_PREVIOUS="$CW_HOME/previous"
CW_MIRROR="$CW_HOME/repository.git"
CW_ETC=/etc/church-website
CW_ENV="$CW_ETC/env"
CW_CONF="$CW_ETC/install.conf"
CW_DATA=/var/lib/church-website
CW_CONTENT="$CW_DATA/content"
CW_USER=church-website
CW_UNITS_DIR=/etc/systemd/system
# The marker written last into a release folder: a folder without it is an unfinished build.
CW_RELEASE_MARK=.church-website-release

# How many things this run changed; the summary says "nothing changed" when it stays 0.
CW_CHANGES=0
# Whether the last put_file/set_env_key changed something (1) or found it right (0).
CW_LAST_CHANGED=0

say() { printf '%s\n' "$*"; }
# Each heading starts a step; CW_STEPS keeps "name N s" for each one ended (the installer's summary).
CW_STEPS=()
CW_STEP=""
CW_STEP_AT=0
step_done() {
  [[ -z $CW_STEP ]] || CW_STEPS+=("$CW_STEP $(($(now_s) - CW_STEP_AT)) s")
  CW_STEP=""
}
heading() {
  step_done
  printf '\n━━ %s\n' "$*"
  CW_STEP=$1
  CW_STEP_AT=$(now_s)
}
changed() {
  CW_CHANGES=$((CW_CHANGES + 1))
  printf '  ✓ %s\n' "$*"
}
same() { printf '  · %s: already right\n' "$*"; }
warn() { printf '  ! %s\n' "$*" >&2; }
fail() {
  printf '✗ %s\n' "$*" >&2
  exit 1
}

# Seconds since the epoch, for "took N s" lines.
now_s() { date +%s; }

# put_file DEST MODE OWNER GROUP DESCRIPTION < content
# Writes DEST from standard input when it differs from what is there (content, mode or owner),
# through a temporary file beside it and a rename, so a reader never sees half a file.
put_file() {
  local dest=$1 mode=$2 owner=$3 group=$4 what=$5 tmp
  tmp=$(mktemp "$dest.new.XXXXXX" 2>/dev/null) || {
    mkdir -p "$(dirname "$dest")"
    tmp=$(mktemp "$dest.new.XXXXXX")
  }
  cat >"$tmp"
  if [[ -f $dest ]] && cmp -s "$tmp" "$dest" &&
    [[ $(stat -c '%a %U %G' "$dest") == "$((8#$mode)) $owner $group" || $(stat -c '%a %U %G' "$dest") == "$(printf '%o' "$((8#$mode))") $owner $group" ]]; then
    rm -f "$tmp"
    CW_LAST_CHANGED=0
    same "$what"
    return 0
  fi
  chmod "$mode" "$tmp"
  chown "$owner:$group" "$tmp"
  mv -f "$tmp" "$dest"
  CW_LAST_CHANGED=1
  changed "$what ($dest)"
}

# ensure_dir PATH MODE OWNER GROUP DESCRIPTION
ensure_dir() {
  local dir=$1 mode=$2 owner=$3 group=$4 what=$5
  if [[ -d $dir && $(stat -c '%a %U %G' "$dir") == "$(printf '%o' "$((8#$mode))") $owner $group" ]]; then
    same "$what"
    return 0
  fi
  install -d -m "$mode" -o "$owner" -g "$group" "$dir"
  changed "$what ($dir)"
}

# env_value FILE KEY: the value of KEY= in an environment file (as systemd reads it), or nothing.
env_value() {
  local file=$1 key=$2 line value
  [[ -r $file ]] || return 0
  line=$(grep -E "^${key}=" "$file" | tail -n 1) || return 0
  value=${line#*=}
  # systemd strips one pair of surrounding quotes.
  if [[ $value == \"*\" || $value == \'*\' ]]; then value=${value:1:${#value}-2}; fi
  printf '%s' "$value"
}

# set_env_key FILE KEY VALUE: KEY=VALUE in the settings file, replacing the line (or the example's
# commented "# KEY=" line) when there is one, adding it otherwise; the operator's other lines stay.
set_env_key() {
  local file=$1 key=$2 value=$3
  if [[ $(env_value "$file" "$key") == "$value" ]] && grep -qE "^${key}=" "$file"; then
    CW_LAST_CHANGED=0
    return 0
  fi
  local tmp
  tmp=$(mktemp "$file.new.XXXXXX")
  awk -v key="$key" -v line="$key=$value" '
    BEGIN { done = 0 }
    !done && ($0 ~ "^" key "=" || $0 ~ "^# " key "=") { print line; done = 1; next }
    $0 ~ "^" key "=" { next }
    { print }
    END { if (!done) print line }
  ' "$file" >"$tmp"
  chmod --reference="$file" "$tmp"
  chown --reference="$file" "$tmp"
  mv -f "$tmp" "$file"
  CW_LAST_CHANGED=1
}

# conf_value KEY: a value the installer recorded in install.conf (KEY='value' lines).
conf_value() {
  local line
  [[ -r $CW_CONF ]] || return 0
  line=$(grep -E "^$1=" "$CW_CONF" | tail -n 1) || return 0
  line=${line#*=}
  line=${line#\'}
  printf '%s' "${line%\'}"
}

# The site's port: the settings file's PORT, else the unit's 3000.
site_port() {
  local port
  port=$(env_value "$CW_ENV" PORT)
  printf '%s' "${port:-3000}"
}

# The release a link points at (its folder's name), or nothing.
release_of() {
  local target
  target=$(readlink "$1" 2>/dev/null) || return 0
  basename "$target"
}
