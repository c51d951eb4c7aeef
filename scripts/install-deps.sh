#!/usr/bin/env bash
# Installs what the tests need and a fresh machine may lack: Debian's Chromium (the browser Playwright
# drives; no browser is ever downloaded) and PostgreSQL's server binaries (the store suite starts a
# throwaway server). Installing needs root; without it, a missing package is reported and left alone.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null 2>&1 || missing+=(postgresql)

if ((${#missing[@]} == 0)); then
  exit 0
fi
if [[ $(id -u) -ne 0 ]]; then
  echo "install-deps: missing ${missing[*]}; install them as root (apt-get install ${missing[*]})" >&2
  exit 1
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
