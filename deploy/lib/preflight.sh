# shellcheck shell=bash
# Checks before anything changes: the system, memory, disk, the ports, and the domain's DNS. Each
# check adds a plain sentence to PF_PROBLEMS; the installer names them all and stops when there are any.

# Building the site (npm ci, then Vite) needs about this much memory, swap included, and each release
# folder about 1 GB of disk (three are kept) besides the packages: docs/deploying.md quotes the figures.
CW_MIN_MEMORY_MB=1800
CW_MIN_DISK_MB=5000

PF_PROBLEMS=()
problem() { PF_PROBLEMS+=("$*"); }

# check_os [os-release file]: Debian 12, Debian 13 or Ubuntu 24.04; sets CW_OS to debian12, debian13 or ubuntu2404.
check_os() {
  local file=${1:-/etc/os-release} ID="" VERSION_ID="" PRETTY_NAME=""
  if [[ ! -r $file ]]; then
    problem "This system does not say what it is ($file is missing): the installer knows Debian 12, Debian 13 and Ubuntu 24.04."
    return
  fi
  # shellcheck disable=SC1090 # os-release is shell assignments by definition.
  eval "$(grep -E '^(ID|VERSION_ID|PRETTY_NAME)=' "$file")"
  case "$ID $VERSION_ID" in
    "debian 12") CW_OS=debian12 ;;
    "debian 13") CW_OS=debian13 ;;
    "ubuntu 24.04") CW_OS=ubuntu2404 ;;
    *) problem "This is ${PRETTY_NAME:-$ID $VERSION_ID}; the installer knows Debian 12, Debian 13 and Ubuntu 24.04. Choose one of those when you rent the server (docs/deploying.md)." ;;
  esac
}

# check_memory [meminfo file]: memory and swap enough to build the site.
check_memory() {
  local file=${1:-/proc/meminfo} total_kb swap_kb total_mb
  total_kb=$(awk '/^MemTotal:/ { print $2 }' "$file")
  swap_kb=$(awk '/^SwapTotal:/ { print $2 }' "$file")
  total_mb=$(((${total_kb:-0} + ${swap_kb:-0}) / 1024))
  if ((total_mb < CW_MIN_MEMORY_MB)); then
    problem "This server has $((${total_kb:-0} / 1024)) MB of memory and $((${swap_kb:-0} / 1024)) MB of swap; building the site needs about ${CW_MIN_MEMORY_MB} MB in all. Choose a server with 2 GB, or add a swap file first: fallocate -l 2G /swapfile && chmod 600 /swapfile && mkswap /swapfile && swapon /swapfile && echo '/swapfile none swap sw 0 0' >> /etc/fstab"
  fi
}

# check_disk [folder]: free space where the releases will live.
check_disk() {
  local dir=${1:-$CW_HOME} free_mb
  while [[ ! -d $dir ]]; do dir=$(dirname "$dir"); done
  free_mb=$(($(df -Pk "$dir" | awk 'NR == 2 { print $4 }') / 1024))
  if ((free_mb < CW_MIN_DISK_MB)); then
    problem "Only $free_mb MB of disk is free at $dir; the site needs about $CW_MIN_DISK_MB MB (Node's packages for each release, three releases kept, the data). Choose a server with a bigger disk, or free some space."
  fi
}

# check_ports SITE_PORT: 80 and 443 for Caddy, the site's own port on the machine. Caddy already there
# (an earlier run, or Debian's package started it) and the site itself are fine: the installer configures them.
check_ports() {
  local site_port=$1 spec proto port holder
  for spec in tcp:80 tcp:443 udp:443 "tcp:$site_port"; do
    proto=${spec%%:*}
    port=${spec#*:}
    holder=$(ss -Hlnp --"$proto" "sport = :$port" 2>/dev/null | grep -oE 'users:\(\("[^"]+"' | head -n 1 | cut -d'"' -f2) || true
    if [[ -z $holder ]] && ss -Hln --"$proto" "sport = :$port" 2>/dev/null | grep -q .; then holder="another program"; fi
    [[ -n $holder ]] || continue
    if [[ $holder == caddy && $port != "$site_port" ]] || [[ $holder == node && $port == "$site_port" ]]; then continue; fi
    problem "Port $port ($proto) is taken by $holder. The site needs 80 and 443 for Caddy and $site_port for itself: stop that program (systemctl disable --now its service), or use a fresh server."
  done
}

# this_servers_addresses: the addresses on this machine's interfaces that the internet could reach,
# the operator's --public-ip ones (a server behind NAT), and loopback only with --allow-loopback-dns.
this_servers_addresses() {
  ip -o addr show scope global 2>/dev/null | awk '{ split($4, a, "/"); print a[1] }'
  if ((${#O_PUBLIC_IPS[@]} > 0)); then printf '%s\n' "${O_PUBLIC_IPS[@]}"; fi
  if [[ ${O_LOOPBACK_DNS:-0} == 1 ]]; then ip -o addr show scope host 2>/dev/null | awk '{ split($4, a, "/"); print a[1] }'; fi
}

# check_dns DOMAIN: every A and AAAA record of the domain is an address of this server, so the
# certificate authority reaches Caddy here (and visitors reach the site, not an old server).
check_dns() {
  local domain=$1 records mine record wrong=()
  records=$(getent ahosts "$domain" 2>/dev/null | awk '{ print $1 }' | sort -u)
  if [[ -z $records ]]; then
    problem "$domain has no DNS address yet. At your domain's DNS provider, add an A record for $domain pointing at this server ($(this_servers_addresses | head -n 1)), wait a few minutes, and run this again."
    return
  fi
  mine=$(this_servers_addresses | sort -u)
  while read -r record; do
    grep -qxF "$record" <<<"$mine" || wrong+=("$record")
  done <<<"$records"
  ((${#wrong[@]} == 0)) && return
  local where="elsewhere"
  if [[ ${wrong[0]} == 127.* || ${wrong[0]} == ::1 ]]; then where="this machine's loopback address, which nobody else can reach"; fi
  problem "$domain points at ${wrong[*]} ($where), but this server's addresses are $(tr '\n' ' ' <<<"$mine" | sed 's/ $//; s/ /, /g'). Change the A (and AAAA) record at your DNS provider to this server's address and run this again (a change can take up to an hour to reach everyone). Behind NAT? Give the public address with --public-ip."
}

# run_preflight: every check, then all problems at once; exits before anything changed.
run_preflight() {
  heading "Checking this server (nothing is changed yet)"
  [[ $(id -u) == 0 ]] || fail "Run the installer as root (sudo -i first, or sudo deploy/install.sh)."
  check_os /etc/os-release
  check_memory /proc/meminfo
  check_disk "$CW_HOME"
  check_ports "$O_PORT"
  check_dns "$A_DOMAIN"
  if ((${#PF_PROBLEMS[@]} > 0)); then
    printf '✗ %s\n' "${PF_PROBLEMS[@]}" >&2
    printf '%s\n' "Nothing was changed." >&2
    exit 1
  fi
  say "  ✓ ${CW_OS}, enough memory and disk, ports 80 and 443 free (or Caddy's), $A_DOMAIN points here"
}
