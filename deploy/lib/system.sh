# shellcheck shell=bash
# The machine around the site: the systemd units of deploy/, Caddy's configuration, the firewall,
# unattended security updates and the backup timers. Each written only when it differs.

CW_UNITS=(church-website.service church-website-backup.service church-website-backup.timer
  church-website-backup-check.service church-website-backup-check.timer)

# render_units RELEASE_DIR OUT_DIR: the units as the installer writes them (deploy/'s, and for a
# backup disk a drop-in letting the backup units write there); prints each file's path under OUT_DIR.
render_units() {
  local release_dir=$1 out=$2 unit
  for unit in "${CW_UNITS[@]}"; do
    install -D -m 644 "$release_dir/deploy/$unit" "$out/$unit"
    printf '%s\n' "$unit"
  done
  if [[ ${A_BACKUP:-} == /* ]]; then
    for unit in church-website-backup.service church-website-backup-check.service; do
      install -d "$out/$unit.d"
      printf '%s\n' "# Written by deploy/install.sh: the backup disk is the one place these units may write outside their data folder." \
        "[Service]" "ReadWritePaths=$A_BACKUP" >"$out/$unit.d/repository.conf"
      printf '%s\n' "$unit.d/repository.conf"
    done
  fi
}

# install_units RELEASE_DIR: sets UNITS_CHANGED when any unit file changed (systemd then reloads them).
install_units() {
  local release_dir=$1 out file
  out=$(mktemp -d)
  UNITS_CHANGED=0
  while read -r file; do
    put_file "$CW_UNITS_DIR/$file" 644 root root "unit $file" <"$out/$file"
    UNITS_CHANGED=$((UNITS_CHANGED + CW_LAST_CHANGED))
  done < <(render_units "$release_dir" "$out")
  rm -rf "$out"
  if ((UNITS_CHANGED > 0)); then systemctl daemon-reload; fi
  systemctl enable --quiet church-website.service 2>/dev/null || systemctl enable church-website.service
}

# render_caddyfile RELEASE_DIR: deploy/Caddyfile with this site's domain, the owner's address for the
# certificate authority's notices, the site's port, and with --local-ca Caddy's own certificate authority.
render_caddyfile() {
  local release_dir=$1 port
  port=$(site_port)
  printf '# Written by deploy/install.sh from deploy/Caddyfile: the next install or update writes it again.\n'
  sed -e "s|^www\.example\.org {\$|$A_DOMAIN {|" \
    -e "s|^	# email you@example.org\$|	email $A_OWNER|" \
    -e "s|reverse_proxy 127\.0\.0\.1:3000 {|reverse_proxy 127.0.0.1:$port {|" \
    "$release_dir/deploy/Caddyfile" |
    if [[ $O_LOCAL_CA == 1 ]]; then sed "/^$A_DOMAIN {\$/a\\	tls internal"; else cat; fi
}

install_caddyfile() {
  local release_dir=$1 rendered
  rendered=$(mktemp)
  render_caddyfile "$release_dir" >"$rendered"
  grep -q "^$A_DOMAIN {\$" "$rendered" || fail "deploy/Caddyfile no longer has the line \"www.example.org {\" the installer replaces."
  caddy adapt --config "$rendered" --adapter caddyfile >/dev/null 2>"$rendered.err" ||
    { cat "$rendered.err" >&2 && fail "Caddy refuses the Caddyfile written for $A_DOMAIN (above)."; }
  put_file /etc/caddy/Caddyfile 644 root root "Caddy's configuration for $A_DOMAIN" <"$rendered"
  rm -f "$rendered" "$rendered.err"
  systemctl enable --quiet caddy.service 2>/dev/null || true
  if ! systemctl is-active --quiet caddy.service; then
    systemctl start caddy.service || fail "Caddy did not start: journalctl -u caddy says why."
    changed "Caddy started"
  elif [[ $CW_LAST_CHANGED == 1 ]]; then
    systemctl reload caddy.service || fail "Caddy did not take its new configuration: journalctl -u caddy says why."
    changed "Caddy reloaded"
  fi
}

# The ports SSH listens on (never lock the volunteer out), 22 when sshd says nothing.
ssh_ports() {
  local ports
  ports=$( (sshd -T 2>/dev/null | awk '$1 == "port" { print $2 }'
    ss -Hltnp 2>/dev/null | awk '/"sshd"/ { n = split($4, a, ":"); print a[n] }') | sort -un | tr '\n' ' ')
  printf '%s' "${ports:-22 }" | sed 's/ $//; s/ /, /g'
}

# Debian: a table of our own in nftables (the system's framework), loaded at boot by nftables.service.
# Ubuntu: ufw, which it ships and enables by its own tools.
install_firewall() {
  local ssh
  ssh=$(ssh_ports)
  if [[ $CW_OS == ubuntu2404 ]]; then
    local before after
    before=$(ufw status verbose 2>/dev/null)
    if ! { ufw allow "${ssh//, /,}/tcp" && ufw allow 80,443/tcp && ufw allow 443/udp && ufw --force enable; } >/dev/null; then
      fail "ufw could not be set up: ufw status verbose says what it has."
    fi
    after=$(ufw status verbose 2>/dev/null)
    if [[ $before == "$after" ]]; then same "the firewall (ufw: SSH on $ssh, 80 and 443)"; else changed "the firewall (ufw): SSH on $ssh, 80 and 443 allowed, the rest refused"; fi
    return
  fi
  put_file /etc/nftables.d/church-website.nft 644 root root "the firewall's rules (SSH on $ssh, 80 and 443)" <<NFT
# Written by deploy/install.sh: SSH, HTTP and HTTPS (HTTP/3 too) in, everything else refused.
# Its own table, made anew whenever the file is loaded; other tables stay as they are.
table inet church_website
delete table inet church_website
table inet church_website {
	chain input {
		type filter hook input priority filter; policy drop;
		ct state established,related accept
		ct state invalid drop
		iif "lo" accept
		meta l4proto { icmp, ipv6-icmp } accept
		tcp dport { $ssh, 80, 443 } accept
		udp dport 443 accept
	}
}
NFT
  local rules_changed=$CW_LAST_CHANGED
  if ! grep -qF 'include "/etc/nftables.d/*.nft"' /etc/nftables.conf 2>/dev/null; then
    [[ -f /etc/nftables.conf ]] || printf '#!/usr/sbin/nft -f\n' >/etc/nftables.conf
    printf '\n# Added by deploy/install.sh (the church website).\ninclude "/etc/nftables.d/*.nft"\n' >>/etc/nftables.conf
    changed "the firewall's rules loaded at boot (/etc/nftables.conf)"
    rules_changed=1
  fi
  if [[ $rules_changed == 1 ]]; then
    nft -f /etc/nftables.conf || fail "nftables refused the rules (above)."
  fi
  systemctl enable --quiet nftables.service 2>/dev/null || systemctl enable nftables.service
}

install_unattended_upgrades() {
  put_file /etc/apt/apt.conf.d/20auto-upgrades 644 root root "unattended security updates, daily" <<'APT'
// Written by deploy/install.sh: the package lists refreshed and security updates installed every day
// (unattended-upgrades, whose own 50unattended-upgrades takes the security archive only).
APT::Periodic::Update-Package-Lists "1";
APT::Periodic::Unattended-Upgrade "1";
APT
}

install_backup_timers() {
  if [[ -z $A_BACKUP ]]; then
    say "  · Backups: not set up (no --backup-to). docs/backups.md says how to choose; then run the installer again with --backup-to."
    return
  fi
  if [[ $A_BACKUP == /* ]]; then ensure_dir "$A_BACKUP" 700 "$CW_USER" "$CW_USER" "the backup folder"; fi
  local timer
  for timer in church-website-backup.timer church-website-backup-check.timer; do
    if systemctl is-enabled --quiet "$timer" 2>/dev/null && systemctl is-active --quiet "$timer"; then
      same "$timer"
    else
      systemctl enable --now "$timer" >/dev/null 2>&1 || fail "systemd could not start $timer."
      changed "$timer (nightly backup; monthly restore check)"
    fi
  done
}
