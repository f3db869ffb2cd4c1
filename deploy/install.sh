#!/usr/bin/env bash
# From a fresh Debian 12, Debian 13 or Ubuntu 24.04 server to the church's site over HTTPS, as root:
#   git clone https://github.com/your-account/church-website.git && church-website/deploy/install.sh
# It checks the server first and changes nothing when something is wrong; then installs Node, Caddy,
# restic, the site's account, the release, its settings and content, the systemd units, a firewall,
# unattended security updates and the backup timers; starts it all, waits for the site to answer, and
# prints its address and the owner's sign-in link. Run again, it changes only what is not right yet.
# docs/deploying.md is the volunteer's page; docs/decisions/080-one-command-install.md says why so.
set -euo pipefail
umask 022

CW_INSTALLER_DIR=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)
# shellcheck source=lib/common.sh
. "$CW_INSTALLER_DIR/lib/common.sh"
# shellcheck source=lib/args.sh
. "$CW_INSTALLER_DIR/lib/args.sh"
# shellcheck source=lib/preflight.sh
. "$CW_INSTALLER_DIR/lib/preflight.sh"
# shellcheck source=lib/packages.sh
. "$CW_INSTALLER_DIR/lib/packages.sh"
# shellcheck source=lib/release.sh
. "$CW_INSTALLER_DIR/lib/release.sh"
# shellcheck source=lib/settings.sh
. "$CW_INSTALLER_DIR/lib/settings.sh"
# shellcheck source=lib/system.sh
. "$CW_INSTALLER_DIR/lib/system.sh"
# shellcheck source=lib/service.sh
. "$CW_INSTALLER_DIR/lib/service.sh"

# The code's source: --source, else where the clone this runs from came from (or that clone itself).
default_source() {
  local clone=$CW_INSTALLER_DIR/..
  git -C "$clone" remote get-url origin 2>/dev/null || { git -C "$clone" rev-parse --git-dir >/dev/null 2>&1 && realpath "$clone"; } || true
}

# The release: --release, else the one running (a second run changes no release), else the clone's own.
default_release() {
  local running
  running=$(release_of "$CW_CURRENT")
  if [[ -n $running ]]; then
    sed -n 's/^commit=//p' "$CW_RELEASES/$running/$CW_RELEASE_MARK"
  else
    git -C "$CW_INSTALLER_DIR/.." rev-parse HEAD 2>/dev/null || newest_release_ref
  fi
}

start_site() {
  local switched=$1
  if ! systemctl is-active --quiet church-website.service; then
    systemctl start church-website.service || fail "The site did not start: journalctl -u church-website says why."
    changed "the site started"
  elif ((switched + SETTINGS_CHANGED + UNITS_CHANGED > 0)); then
    systemctl restart church-website.service || fail "The site did not restart: journalctl -u church-website says why."
    changed "the site restarted (its release, settings or unit changed)"
  else
    same "the site, running"
  fi
}

link_command() {
  local target=$CW_CURRENT/deploy/church-website
  if [[ $(readlink /usr/local/bin/church-website 2>/dev/null) == "$target" ]]; then
    same "the church-website command"
  else
    ln -sfn "$target" /usr/local/bin/church-website
    changed "the church-website command (/usr/local/bin/church-website)"
  fi
}

invite_owner() {
  if owner_on_staff "$A_OWNER"; then
    say "  · $A_OWNER is on the staff list already. A new sign-in link: church-website invite $A_OWNER --role owner"
    return
  fi
  say ""
  unit_exec "$(site_unit)" node scripts/admin-invite.mjs "$A_OWNER" --role owner ||
    fail "The owner could not be invited (above); the site runs: church-website invite $A_OWNER --role owner tries again."
  CW_CHANGES=$((CW_CHANGES + 1))
}

main() {
  local started source ref running switched=0
  started=$(now_s)
  parse_args "$@"
  collect_answers
  run_preflight
  if [[ $O_CHECK_ONLY == 1 ]]; then
    say "Everything checked; nothing was changed. Run without --check to install."
    exit 0
  fi
  install_packages
  ensure_account

  heading "The release"
  source=${O_SOURCE:-$(default_source)}
  mirror_source "$source"
  ref=${O_RELEASE:-$(default_release)}
  resolve_release "$ref"
  running=$(release_of "$CW_CURRENT")
  if [[ -n $running && $running != "$R_NAME" ]]; then
    fail "The site runs release $running; to change it, run: church-website update $ref (it rolls back by itself if the new one fails)."
  fi
  build_release "$R_NAME" "$R_COMMIT"
  if [[ -z $running ]]; then
    switch_to "$R_NAME"
    changed "release $R_NAME is the current one"
    switched=1
  fi

  heading "Settings and content"
  write_settings "$CW_CURRENT"
  backup_secrets
  ensure_content "$CW_CURRENT"

  heading "Services"
  install_units "$CW_CURRENT"
  link_command
  start_site "$switched"
  install_caddyfile "$CW_CURRENT"
  install_firewall
  install_unattended_upgrades
  install_backup_timers

  heading "Checking the site"
  wait_healthy 180 || { last_log_lines 20 && fail "The site does not answer: $CHECK_REASON."; }
  say "  ✓ /healthz answers ok"
  page_loads 240 || fail "The site answers, but not through Caddy over HTTPS: $CHECK_REASON. journalctl -u caddy says why (usually the domain's DNS, or ports 80 and 443 closed by the hosting company's own firewall)."
  say "  ✓ https://$A_DOMAIN/ answers over HTTPS"
  invite_owner
  summary "$started"
}

summary() {
  step_done
  local steps
  steps=$(printf '%s · ' "${CW_STEPS[@]}")
  heading "Done in $(($(now_s) - $1)) s"
  say "By step: ${steps% · }"
  if ((CW_CHANGES == 0)); then
    say "Nothing changed: everything was already as it should be."
  fi
  say "The site: https://$A_DOMAIN/   (release $(release_of "$CW_CURRENT"))"
  [[ ${BACKUP_PASSWORD_NEW:-0} == 0 ]] || say "The backups' password is in $CW_ETC/restic-password: write it down somewhere that is not this server (docs/backups.md, step 3)."
  [[ ${BACKUP_KEY_NEW:-0} == 0 ]] || say "Give the backup storage this key (its \"SSH keys\" page): $(cat "$CW_ETC/backup-key.pub")"
  say "Next: open the sign-in link above (it works once) as the owner; church-website status shows how the site is."
}

main "$@"
