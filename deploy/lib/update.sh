# shellcheck shell=bash
# church-website update and rollback. The database and the content folder live in /var/lib/church-website,
# outside every release, so a switch changes the code only: whatever visitors sent, before, during or
# after, stays. Releases only add tables and columns (CREATE TABLE IF NOT EXISTS, addColumnIfMissing),
# so the previous release runs on a database the next one opened (decision 081).

# Updates and rollbacks one at a time.
take_lock() {
  exec {CW_LOCK_FD}>/run/church-website-update.lock
  flock -n "$CW_LOCK_FD" || fail "Another update or rollback is running; wait for it to finish."
}

load_answers() {
  A_DOMAIN=$(conf_value DOMAIN)
  A_OWNER=$(conf_value OWNER_EMAIL)
  A_BACKUP=$(env_value "$CW_ENV" RESTIC_REPOSITORY)
  O_LOCAL_CA=0
  if [[ $(conf_value LOCAL_CA) == yes ]]; then O_LOCAL_CA=1; fi
  [[ -n $A_DOMAIN ]] || fail "$CW_CONF is missing: this server was not set up by deploy/install.sh."
}

# run_release NAME: its units and Caddy's configuration, the link, a restart, the check.
# Caddy holds visitors' requests during the restart (deploy/Caddyfile: lb_try_duration) and passes them on.
run_release() {
  local name=$1
  install_units "$CW_RELEASES/$name" >/dev/null
  install_caddyfile "$CW_RELEASES/$name" >/dev/null
  switch_to "$name"
  systemctl restart church-website.service || true
  check_site 60
}

cmd_update() {
  (($# <= 1)) || fail "Usage: church-website update [RELEASE or TAG]"
  take_lock
  load_answers
  local ref=${1:-} started old previous switched_at
  started=$(now_s)
  heading "Fetching"
  mirror_source ""
  ref=${ref:-$(newest_release_ref)}
  resolve_release "$ref"
  old=$(release_of "$CW_CURRENT")
  previous=$(release_of "$CW_PREVIOUS")
  if [[ $R_NAME == "$old" ]]; then
    say "The site runs $old already: nothing to do."
    return 0
  fi
  say "  $ref is release $R_NAME; the site runs $old."
  heading "Building $R_NAME beside the running $old (the site keeps answering)"
  build_release "$R_NAME" "$R_COMMIT"
  heading "Switching to $R_NAME"
  switched_at=$(now_s)
  if run_release "$R_NAME"; then
    say "  ✓ $R_NAME runs: /healthz ok and the home page loads over HTTPS (switched in $(($(now_s) - switched_at)) s)."
    prune_releases >/dev/null
    say "Updated from $old to $R_NAME in $(($(now_s) - started)) s. Back to $old at any time: church-website rollback"
    return 0
  fi
  local reason=$CHECK_REASON rollback_started
  say "  ✗ $R_NAME failed its check: $reason."
  last_log_lines 15
  heading "Rolling back to $old"
  rollback_started=$(now_s)
  if ! run_release "$old"; then
    fail "$old does not answer either: $CHECK_REASON. journalctl -u church-website says why."
  fi
  # The failed release is not "previous": a later rollback goes where it went before this update.
  if [[ -n $previous ]]; then point_link "$CW_PREVIOUS" "$previous"; else rm -f "$CW_PREVIOUS"; fi
  say "  ✓ Back on $old in $(($(now_s) - rollback_started)) s: /healthz ok and the home page loads."
  say "The update to $R_NAME was rolled back because $reason. Nothing visitors sent was lost (the data folder is shared by every release)."
  exit 1
}

cmd_rollback() {
  (($# <= 1)) || fail "Usage: church-website rollback [RELEASE]"
  take_lock
  load_answers
  local from target started
  from=$(release_of "$CW_CURRENT")
  target=${1:-$(release_of "$CW_PREVIOUS")}
  [[ -n $target ]] || fail "There is no previous release to go back to. Releases here: $(release_names)"
  release_built "$target" || fail "No built release $target. Releases here: $(release_names)"
  [[ $target != "$from" ]] || fail "The site runs $target already."
  heading "Rolling back from $from to $target"
  started=$(now_s)
  if run_release "$target"; then
    say "  ✓ $target runs (/healthz ok, the home page loads), in $(($(now_s) - started)) s. Forward again: church-website update $from"
    return 0
  fi
  local reason=$CHECK_REASON
  say "  ✗ $target failed its check: $reason. Going back to $from."
  last_log_lines 15
  run_release "$from" || fail "$from does not answer either: $CHECK_REASON."
  point_link "$CW_PREVIOUS" "$target"
  fail "Stayed on $from: $target failed its check ($reason)."
}
