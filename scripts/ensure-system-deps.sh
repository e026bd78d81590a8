#!/usr/bin/env bash
# Installs Debian's chromium, a CJK font and PostgreSQL (the server tests run on it as well as on
# PGlite) when missing (never `npx playwright install`: no internet).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'WenQuanYi Micro Hei' || need+=(fonts-wqy-microhei)
compgen -G '/usr/lib/postgresql/*/bin/initdb' > /dev/null || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing: ${need[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}"
fi
