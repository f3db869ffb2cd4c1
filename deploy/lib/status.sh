# shellcheck shell=bash
# church-website status: what runs, whether it answers, the last backup, the certificate, the disk.

# json_field JSON PATH: one value from /healthz's answer (Node reads it; it is on every such server).
json_field() {
  node -e 'let v = JSON.parse(process.argv[1]); for (const k of process.argv[2].split(".")) v = v?.[k];
    if (v !== undefined && v !== null) process.stdout.write(typeof v === "object" ? JSON.stringify(v) : String(v));' "$1" "$2" 2>/dev/null
}

status_release() {
  local current previous built commit
  current=$(release_of "$CW_CURRENT")
  previous=$(release_of "$CW_PREVIOUS")
  built=$(sed -n 's/^built=//p' "$CW_CURRENT/$CW_RELEASE_MARK" 2>/dev/null)
  commit=$(sed -n 's/^commit=//p' "$CW_CURRENT/$CW_RELEASE_MARK" 2>/dev/null)
  say "Release:      ${current:-none} (commit ${commit:0:12}, built $built)${previous:+; previous: $previous}"
}

status_health() {
  local health status uptime
  health=$(health_json) || true
  if [[ -z $health ]]; then
    say "Site:         NOT ANSWERING on 127.0.0.1:$(site_port) ($(systemctl is-active church-website.service 2>/dev/null)): church-website logs says why"
    return
  fi
  status=$(json_field "$health" status)
  uptime=$(json_field "$health" uptimeSeconds)
  say "Site:         $status (version $(json_field "$health" version), up $((${uptime:-0} / 3600)) h $((${uptime:-0} % 3600 / 60)) min); $(systemctl is-active caddy.service 2>/dev/null) Caddy in front"
  HEALTH=$health
}

status_backup() {
  if [[ -z $(env_value "$CW_ENV" RESTIC_REPOSITORY) ]]; then
    say "Last backup:  none: backups are not set up (docs/backups.md; then deploy/install.sh --backup-to …)"
    return
  fi
  local at ok size good
  at=$(json_field "${HEALTH:-{\}}" backups.lastBackup.at)
  ok=$(json_field "${HEALTH:-{\}}" backups.lastBackup.ok)
  size=$(json_field "${HEALTH:-{\}}" backups.lastBackup.sizeBytes)
  good=$(json_field "${HEALTH:-{\}}" backups.lastGoodBackupAt)
  if [[ -z $at ]]; then
    say "Last backup:  none yet (the first runs tonight; now: church-website backup)"
  elif [[ $ok == true ]]; then
    say "Last backup:  $at, ok, $((${size:-0} / 1000000)) MB"
  else
    say "Last backup:  $at FAILED; the last good one: ${good:-never} (church-website logs backup says why)"
  fi
}

status_certificate() {
  local domain end days
  domain=$(conf_value DOMAIN)
  end=$(openssl s_client -connect 127.0.0.1:443 -servername "$domain" </dev/null 2>/dev/null |
    openssl x509 -noout -enddate 2>/dev/null | cut -d= -f2)
  if [[ -z $end ]]; then
    say "Certificate:  none served for $domain yet (journalctl -u caddy says why)"
    return
  fi
  days=$((($(date -d "$end" +%s) - $(now_s)) / 86400))
  say "Certificate:  https://$domain/ valid until $(date -u -d "$end" +%Y-%m-%d) ($days days; Caddy renews it by itself)"
}

status_disk() {
  local free size data releases
  read -r size free < <(df -Pk "$CW_HOME" | awk 'NR == 2 { print $2, $4 }')
  data=$(du -sk "$CW_DATA" 2>/dev/null | cut -f1)
  releases=$(du -sk "$CW_RELEASES" 2>/dev/null | cut -f1)
  say "Disk:         $((free / 1048576)) GB free of $((size / 1048576)) GB (data $((${data:-0} / 1024)) MB, releases $((${releases:-0} / 1024)) MB)"
}

cmd_status() {
  HEALTH=""
  status_release
  status_health
  status_backup
  status_certificate
  status_disk
}
