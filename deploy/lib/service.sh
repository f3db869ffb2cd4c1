# shellcheck shell=bash
# Running things as the site runs, and checking that it answers: /healthz on the machine, then a page
# through Caddy over HTTPS as a visitor loads it.

# unit_value UNIT_FILE KEY: the unit's last KEY= line.
unit_value() { grep -E "^$2=" "$1" | tail -n 1 | cut -d= -f2-; }

# unit_env UNIT_FILE: NAME=value lines as systemd sets them for the unit: its Environment= lines,
# then each EnvironmentFile= (comments and blank lines skipped, one pair of quotes stripped).
unit_env() {
  local unit=$1 line file value
  while IFS= read -r line; do
    case $line in
      Environment=*) printf '%s\n' "${line#Environment=}" ;;
      EnvironmentFile=*)
        file=${line#EnvironmentFile=}
        file=${file#-}
        [[ -r $file ]] || continue
        while IFS= read -r value; do
          [[ $value =~ ^[[:space:]]*([#\;]|$) ]] && continue
          [[ $value == *=* ]] || continue
          local name=${value%%=*} rest=${value#*=}
          if [[ $rest == \"*\" || $rest == \'*\' ]]; then rest=${rest:1:${#rest}-2}; fi
          printf '%s=%s\n' "$name" "$rest"
        done <"$file"
        ;;
    esac
  done <"$unit"
}

# unit_exec UNIT_FILE COMMAND...: COMMAND as the unit's account (User=, Group=), in its
# WorkingDirectory=, with its environment, as systemd would start it; the admin commands use this.
unit_exec() {
  local unit=$1 user group dir home
  shift
  user=$(unit_value "$unit" User)
  group=$(unit_value "$unit" Group)
  dir=$(unit_value "$unit" WorkingDirectory)
  home=$(getent passwd "${user:-root}" | cut -d: -f6)
  local -a vars
  mapfile -t vars < <(unit_env "$unit")
  (
    cd "${dir:-/}" &&
      exec setpriv --reuid="${user:-root}" --regid="${group:-root}" --init-groups \
        env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin HOME="$home" USER="${user:-root}" \
        LOGNAME="${user:-root}" LANG=C.UTF-8 "${vars[@]}" "$@"
  )
}

site_unit() { printf '%s' "$CW_UNITS_DIR/church-website.service"; }

# health_json: /healthz on the machine, with the operator's token (the detail: version, backups).
health_json() {
  local token
  token=$(env_value "$CW_ENV" ADMIN_TOKEN)
  curl -fsS --max-time 5 ${token:+-H "Authorization: Bearer $token"} "http://127.0.0.1:$(site_port)/healthz" 2>/dev/null
}

# wait_healthy SECONDS: until /healthz says ok; sets CHECK_REASON when it does not. A site that stops
# on start (systemd restarting it) is failed at once rather than waited for.
wait_healthy() {
  local limit=$1 started restarts
  started=$(now_s)
  restarts=$(systemctl show -p NRestarts --value church-website.service 2>/dev/null || echo 0)
  while (($(now_s) - started < limit)); do
    if health_json | grep -q '"status":"ok"'; then return 0; fi
    if (($(systemctl show -p NRestarts --value church-website.service 2>/dev/null || echo 0) > ${restarts:-0})) ||
      systemctl is-failed --quiet church-website.service; then
      CHECK_REASON="the site stopped as it started (its last log lines are below)"
      return 1
    fi
    sleep 1
  done
  CHECK_REASON="the site did not answer /healthz within $limit s"
  return 1
}

# The certificate Caddy's own authority signs with, when the site uses it (--local-ca).
local_ca_root() {
  local home
  home=$(getent passwd caddy | cut -d: -f6)
  printf '%s' "${home:-/var/lib/caddy}/.local/share/caddy/pki/authorities/local/root.crt"
}

# https_get PATH [curl options]: the page through Caddy as a visitor gets it (this machine as the domain).
https_get() {
  local path=$1 domain
  shift
  domain=$(conf_value DOMAIN)
  local -a tls=()
  if [[ $(conf_value LOCAL_CA) == yes ]]; then tls=(--cacert "$(local_ca_root)"); fi
  curl -sS --max-time 20 --resolve "$domain:443:127.0.0.1" "${tls[@]}" "$@" "https://$domain$path"
}

# page_loads [SECONDS]: the home page through Caddy answers 200 with a page; sets CHECK_REASON if not.
page_loads() {
  local limit=${1:-20} started status
  started=$(now_s)
  while :; do
    status=$(https_get / -o /dev/null -w '%{http_code}' 2>/dev/null) || status="no answer"
    [[ $status != 200 ]] || return 0
    (($(now_s) - started < limit)) || break
    sleep 2
  done
  CHECK_REASON="the home page through Caddy answered $status, not 200"
  return 1
}

# check_site: /healthz, then a page; the reason is in CHECK_REASON when either fails.
check_site() {
  CHECK_REASON=""
  wait_healthy "${1:-60}" && page_loads 20
}

# The site's last log lines, for a reason shown to the volunteer.
last_log_lines() { journalctl -u church-website.service -n "${1:-15}" --no-pager -o cat 2>/dev/null | sed 's/^/    /'; }

# owner_on_staff EMAIL: whether the person is on the staff list already (read as the site's account,
# so SQLite's side files stay the site's own).
owner_on_staff() {
  local email=${1//\'/\'\'} found
  [[ -f $CW_DATA/site.db ]] || return 1
  found=$(unit_exec "$(site_unit)" sqlite3 -readonly "$CW_DATA/site.db" \
    "SELECT 1 FROM staff_people WHERE lower(email) = lower('$email') AND status != 'removed'" 2>/dev/null) || return 1
  [[ $found == 1 ]]
}
