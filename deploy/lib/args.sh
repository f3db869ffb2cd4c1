# shellcheck shell=bash
# The installer's answers: flags first, then environment variables, then what an earlier run recorded,
# then (at a terminal) the five questions. Nothing is changed on the machine here.

CW_USAGE="Usage: deploy/install.sh [--domain www.example.org] [--content PATH|new] [--owner-email you@example.org]
                         [--smtp-url smtp://user:pass@mail.example.org:587|none] [--backup-to REPOSITORY|none]
                         [--release TAG] [--source GIT-URL] [--port 3000] [--public-ip ADDRESS]...
                         [--non-interactive] [--check] [--local-ca] [--allow-loopback-dns]
                         [-- content:new's flags for a new church, e.g. --name \"…\" --street \"…\" --city \"…\" --zone …]
Every flag also reads an environment variable: CHURCH_DOMAIN, CHURCH_CONTENT, OWNER_EMAIL, SMTP_URL,
RESTIC_REPOSITORY, CHURCH_RELEASE, CHURCH_SOURCE. docs/deploying.md says what each one is."

# parse_args "$@": sets the A_* answers and the O_* options.
parse_args() {
  A_DOMAIN=${CHURCH_DOMAIN:-}
  A_CONTENT=${CHURCH_CONTENT:-}
  A_OWNER=${OWNER_EMAIL:-}
  A_SMTP=${SMTP_URL:-}
  A_BACKUP=${RESTIC_REPOSITORY:-}
  O_RELEASE=${CHURCH_RELEASE:-}
  O_SOURCE=${CHURCH_SOURCE:-}
  O_PORT=""
  O_PUBLIC_IPS=()
  O_NON_INTERACTIVE=0
  O_CHECK_ONLY=0
  O_LOCAL_CA=0
  O_LOOPBACK_DNS=0
  O_NEW_CHURCH=()
  while (($# > 0)); do
    case $1 in
      --domain | --content | --owner-email | --smtp-url | --backup-to | --release | --source | --port | --public-ip)
        (($# >= 2)) || usage_error "$1 needs a value"
        case $1 in
          --domain) A_DOMAIN=$2 ;;
          --content) A_CONTENT=$2 ;;
          --owner-email) A_OWNER=$2 ;;
          --smtp-url) A_SMTP=$2 ;;
          --backup-to) A_BACKUP=$2 ;;
          --release) O_RELEASE=$2 ;;
          --source) O_SOURCE=$2 ;;
          --port) O_PORT=$2 ;;
          --public-ip) O_PUBLIC_IPS+=("$2") ;;
        esac
        shift 2
        ;;
      --non-interactive | --yes) O_NON_INTERACTIVE=1 && shift ;;
      --check) O_CHECK_ONLY=1 && shift ;;
      --local-ca) O_LOCAL_CA=1 && shift ;;
      --allow-loopback-dns) O_LOOPBACK_DNS=1 && shift ;;
      --) shift && O_NEW_CHURCH=("$@") && break ;;
      -h | --help) say "$CW_USAGE" && exit 0 ;;
      *) usage_error "unknown option: $1" ;;
    esac
  done
}

usage_error() {
  printf '✗ %s\n%s\n' "$1" "$CW_USAGE" >&2
  exit 2
}

# Answers an earlier run recorded fill what this run was not given: a second run needs no flags.
remembered_answers() {
  [[ -n $A_DOMAIN ]] || A_DOMAIN=$(conf_value DOMAIN)
  [[ -n $A_OWNER ]] || A_OWNER=$(conf_value OWNER_EMAIL)
  [[ -n $A_CONTENT || ! -d $CW_CONTENT ]] || A_CONTENT=$CW_CONTENT
  [[ -n $A_SMTP ]] || A_SMTP=$(env_value "$CW_ENV" SMTP_URL)
  [[ -n $A_BACKUP ]] || A_BACKUP=$(env_value "$CW_ENV" RESTIC_REPOSITORY)
  [[ -n $O_PORT ]] || O_PORT=$(env_value "$CW_ENV" PORT)
  [[ -n $O_PORT ]] || O_PORT=3000
  if [[ $(conf_value LOCAL_CA) == yes ]]; then O_LOCAL_CA=1; fi
  # "none" is an answer: no mail server (yet), no backups (yet).
  [[ ${A_SMTP:-} != none ]] || A_SMTP=""
  [[ ${A_BACKUP:-} != none ]] || A_BACKUP=""
}

# ask VAR QUESTION [EXPLANATION]: reads one answer at the terminal into VAR.
ask() {
  local var=$1 question=$2 help=${3:-} answer
  [[ -z $help ]] || printf '\n%s\n' "$help"
  read -r -p "$question: " answer || fail "Stopped: nothing was changed."
  printf -v "$var" '%s' "$answer"
}

# The five questions, for the answers still missing, when a person is at the terminal.
ask_missing() {
  if [[ -z $A_DOMAIN ]]; then
    ask A_DOMAIN "1/5 The site's domain (like www.ourchurch.org)" \
      "Its DNS A record (and AAAA, if any) must already point at this server."
  fi
  if [[ -z $A_CONTENT ]]; then
    ask A_CONTENT "2/5 The church's content folder (a path on this server), or new" \
      "A copy of your church's folder (docs/adopting.md), or \"new\" to start one from a few questions."
  fi
  if [[ $A_CONTENT == new && ${#O_NEW_CHURCH[@]} -eq 0 ]]; then ask_new_church; fi
  if [[ -z $A_OWNER ]]; then
    ask A_OWNER "3/5 The owner's e-mail address (who signs in first and invites the rest)"
  fi
  if [[ -z $A_SMTP ]]; then
    ask A_SMTP "4/5 The mail server, like smtp://user:password@mail.example.org:587 (Enter: none yet)" \
      "The site e-mails visitors' confirmations and staff sign-in links through it."
    [[ -n $A_SMTP ]] || A_SMTP=none
  fi
  if [[ -z $A_BACKUP ]]; then
    ask A_BACKUP "5/5 Where backups go: sftp:user@host:/folder, s3:https://…/bucket/folder, a disk folder, or Enter for none yet" \
      "Nightly encrypted copies off the server (docs/backups.md explains the three kinds)."
    [[ -n $A_BACKUP ]] || A_BACKUP=none
  fi
  [[ $A_SMTP != none ]] || A_SMTP=""
  [[ $A_BACKUP != none ]] || A_BACKUP=""
}

# content:new's required answers, asked now so nobody waits at the terminal after the build.
ask_new_church() {
  local name street city zone
  say "" "A new church: four facts now; the rest (colours, service time, logo) staff change later in /admin."
  ask name "  The church's name"
  ask street "  Street address (the building)"
  ask city "  City"
  ask zone "  Time zone, like America/Chicago or Europe/London"
  O_NEW_CHURCH=(--name "$name" --street "$street" --city "$city" --zone "$zone")
}

# Every answer checked before anything changes; all problems named at once.
validate_answers() {
  local problems=()
  A_DOMAIN=${A_DOMAIN#http://}
  A_DOMAIN=${A_DOMAIN#https://}
  A_DOMAIN=${A_DOMAIN%/}
  A_DOMAIN=${A_DOMAIN,,}
  if [[ -z $A_DOMAIN ]]; then
    problems+=("the domain is missing (--domain www.ourchurch.org)")
  elif ! [[ $A_DOMAIN =~ ^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$ ]]; then
    problems+=("\"$A_DOMAIN\" is not a domain name like www.ourchurch.org")
  fi
  if [[ -z $A_CONTENT ]]; then
    problems+=("the content folder is missing (--content PATH, or --content new)")
  elif [[ $A_CONTENT != new && ! -f $A_CONTENT/church.yaml ]]; then
    problems+=("$A_CONTENT is not a church's content folder (it has no church.yaml)")
  elif [[ $A_CONTENT == new && ${#O_NEW_CHURCH[@]} -eq 0 ]]; then
    problems+=("a new church needs its facts after --: -- --name \"…\" --street \"…\" --city \"…\" --zone …")
  fi
  if [[ -z $A_OWNER ]]; then
    problems+=("the owner's e-mail is missing (--owner-email)")
  elif ! [[ $A_OWNER =~ ^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$ ]]; then
    problems+=("\"$A_OWNER\" is not an e-mail address")
  fi
  if [[ -n $A_SMTP && ! $A_SMTP =~ ^smtps?://[^[:space:]\"\'\\]+$ ]]; then
    problems+=("the mail server must look like smtp://user:password@mail.example.org:587 (a password with spaces, quotes or backslashes: percent-encode them)")
  fi
  if [[ -n $A_BACKUP && ! $A_BACKUP =~ ^(sftp:|s3:|b2:|rest:|azure:|gs:|swift:|rclone:|/)[^[:space:]\"\'\\]+$ ]]; then
    problems+=("\"$A_BACKUP\" is not a restic repository: sftp:user@host:/folder, s3:https://host/bucket/folder, or a folder like /media/backup-disk/church-website")
  fi
  if [[ $A_BACKUP == s3:* && (-z ${AWS_ACCESS_KEY_ID:-} || -z ${AWS_SECRET_ACCESS_KEY:-}) ]] &&
    [[ -z $(env_value "$CW_ENV" AWS_ACCESS_KEY_ID) ]]; then
    problems+=("an S3 bucket needs its keys: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY when running the installer")
  fi
  if ! [[ $O_PORT =~ ^[0-9]+$ ]] || ((O_PORT < 1024 || O_PORT > 65535)); then
    problems+=("--port must be a number from 1024 to 65535")
  fi
  if ((${#problems[@]} > 0)); then
    printf '✗ %s\n' "${problems[@]}" >&2
    printf '%s\n' "Nothing was changed." >&2
    exit 2
  fi
}

# Interactive unless told otherwise or without a terminal; without one, what is missing is named.
collect_answers() {
  remembered_answers
  if [[ $O_NON_INTERACTIVE == 0 && -t 0 ]]; then ask_missing; fi
  [[ ${A_SMTP:-} != none ]] || A_SMTP=""
  [[ ${A_BACKUP:-} != none ]] || A_BACKUP=""
  validate_answers
}
