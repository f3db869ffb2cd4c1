# shellcheck shell=bash
# The site's account, its settings file /etc/church-website/env (begun from deploy/env.example, the
# answers set in it, the operator's other lines left alone), the installer's own record of its
# answers, and the content folder.

ensure_account() {
  if getent passwd "$CW_USER" >/dev/null; then
    same "the account $CW_USER"
  else
    useradd --system --no-create-home --home-dir "$CW_DATA" --shell /usr/sbin/nologin "$CW_USER"
    changed "the account $CW_USER (no login, no home)"
  fi
  ensure_dir "$CW_ETC" 750 root "$CW_USER" "the settings folder"
  ensure_dir "$CW_DATA" 750 "$CW_USER" "$CW_USER" "the data folder"
}

# write_settings RELEASE_DIR: the settings file, with a line for each answer.
write_settings() {
  local release_dir=$1 key value before=$CW_CHANGES
  if [[ ! -f $CW_ENV ]]; then
    install -m 640 -o root -g "$CW_USER" "$release_dir/deploy/env.example" "$CW_ENV"
    changed "the settings file, from deploy/env.example"
  fi
  local -a pairs=(PUBLIC_URL "https://$A_DOMAIN")
  [[ $O_PORT == 3000 && -z $(env_value "$CW_ENV" PORT) ]] || pairs+=(PORT "$O_PORT")
  [[ -z $A_SMTP ]] || pairs+=(SMTP_URL "$A_SMTP")
  # /healthz's detail (church-website status reads the last backup there) needs the operator's token.
  [[ -n $(env_value "$CW_ENV" ADMIN_TOKEN) ]] || pairs+=(ADMIN_TOKEN "$(openssl rand -hex 32)")
  if [[ -n $A_BACKUP ]]; then
    pairs+=(RESTIC_REPOSITORY "$A_BACKUP" RESTIC_PASSWORD_FILE "$CW_ETC/restic-password")
    [[ -z ${AWS_ACCESS_KEY_ID:-} ]] || pairs+=(AWS_ACCESS_KEY_ID "$AWS_ACCESS_KEY_ID")
    [[ -z ${AWS_SECRET_ACCESS_KEY:-} ]] || pairs+=(AWS_SECRET_ACCESS_KEY "$AWS_SECRET_ACCESS_KEY")
    [[ $A_BACKUP != sftp:* ]] || pairs+=(BACKUP_SFTP_COMMAND "$(sftp_command "$A_BACKUP")")
  fi
  while ((${#pairs[@]} > 0)); do
    key=${pairs[0]}
    value=${pairs[1]}
    pairs=("${pairs[@]:2}")
    set_env_key "$CW_ENV" "$key" "$value"
    # Secrets are named, never printed.
    if [[ $CW_LAST_CHANGED == 1 ]]; then changed "setting $key"; fi
  done
  [[ $CW_CHANGES != "$before" ]] || same "the settings in $CW_ENV"
  SETTINGS_CHANGED=$((CW_CHANGES - before))
  put_file "$CW_CONF" 640 root root "the installer's record of its answers" <<CONF
# Written by deploy/install.sh: its answers, so that a second run (and church-website) needs no flags.
DOMAIN='$A_DOMAIN'
OWNER_EMAIL='$A_OWNER'
LOCAL_CA='$([[ $O_LOCAL_CA == 1 ]] && echo yes || echo no)'
CONF
}

# sftp_target sftp:user@host:/folder | sftp://user@host:port//folder: prints "PORT USER@HOST".
sftp_target() {
  local repo=$1 target port=22
  if [[ $repo == sftp://* ]]; then
    target=${repo#sftp://}
    target=${target%%/*}
    if [[ $target == *:* ]]; then port=${target##*:} && target=${target%:*}; fi
  else
    target=${repo#sftp:}
    target=${target%%:*}
  fi
  printf '%s %s' "$port" "$target"
}

# restic's ssh for an SFTP repository: the site's own key, and the storage's host key recorded at
# install (docs/backups.md, step 4).
sftp_command() {
  local port target
  read -r port target < <(sftp_target "$1")
  printf 'ssh -p %s -i %s/backup-key -o UserKnownHostsFile=%s/backup-known-hosts %s -s sftp' "$port" "$CW_ETC" "$CW_ETC" "$target"
}

# The repository's password (made once: whoever restores needs it), and for SFTP the site's key.
backup_secrets() {
  [[ -n $A_BACKUP ]] || return 0
  local password=$CW_ETC/restic-password
  if [[ ! -s $password ]]; then
    (umask 077 && openssl rand -base64 33 >"$password")
    chown "root:$CW_USER" "$password"
    chmod 640 "$password"
    changed "the backups' password ($password)"
    BACKUP_PASSWORD_NEW=1
  else
    same "the backups' password"
  fi
  [[ $A_BACKUP == sftp:* ]] || return 0
  local key=$CW_ETC/backup-key host port
  if [[ ! -s $key ]]; then
    ssh-keygen -q -t ed25519 -N "" -C "church-website backups" -f "$key"
    chown "$CW_USER:$CW_USER" "$key" "$key.pub"
    changed "the site's SSH key for the backup storage ($key.pub)"
    BACKUP_KEY_NEW=1
  fi
  if [[ ! -s $CW_ETC/backup-known-hosts ]]; then
    read -r port host < <(sftp_target "$A_BACKUP")
    if ssh-keyscan -p "$port" "${host#*@}" 2>/dev/null >"$CW_ETC/backup-known-hosts" && [[ -s $CW_ETC/backup-known-hosts ]]; then
      chmod 644 "$CW_ETC/backup-known-hosts"
      changed "the backup storage's host key"
    else
      rm -f "$CW_ETC/backup-known-hosts"
      warn "Could not reach ${host#*@} on port $port to record its host key: run the installer again once it answers."
    fi
  fi
}

# ensure_content RELEASE_DIR: the church's folder copied (checked first), or a new one made by
# content:new; a folder already there is the church's own (staff edit it) and is never touched.
ensure_content() {
  local release_dir=$1 staging
  if [[ -d $CW_CONTENT && -n $(ls -A "$CW_CONTENT") ]]; then
    same "the content folder $CW_CONTENT (left as it is: staff edit it)"
    return
  fi
  staging=$(mktemp -d "$CW_DATA/.content-new.XXXXXX")
  if [[ $A_CONTENT == new ]]; then
    (cd "$release_dir" && node scripts/content.mjs new "$staging/content" "${O_NEW_CHURCH[@]}" </dev/null) ||
      { rm -rf "$staging" && fail "content:new refused those answers (above); run the installer again with others."; }
  else
    # Resolved here, where a relative path means what the volunteer typed, not inside the release.
    local source_dir
    source_dir=$(realpath "$A_CONTENT")
    (cd "$release_dir" && node scripts/content.mjs check "$source_dir" >/dev/null) ||
      { rm -rf "$staging" && fail "$A_CONTENT does not load (the problems are above): fix it and run the installer again."; }
    cp -r "$source_dir" "$staging/content"
  fi
  chown -R "$CW_USER:$CW_USER" "$staging/content"
  rm -rf "$CW_CONTENT"
  mv "$staging/content" "$CW_CONTENT"
  rm -rf "$staging"
  changed "the content folder $CW_CONTENT ($([[ $A_CONTENT == new ]] && echo "a new church" || echo "copied from $A_CONTENT"))"
}
