#!/usr/bin/env bash
# Makes sure Debian's nginx (nginx-light is enough) is installed for the production server's smoke test
# (scripts/test-nginx.sh), with its brotli modules where the archive has them; the package's own service
# is never started. NGINX_BIN names another nginx binary instead.
set -euo pipefail
# shellcheck source=apt.sh
source "$(dirname "$0")/apt.sh"

# Debian's nginx (nginx-light is enough) and, where the archive has them, its brotli modules.
NGINX="${NGINX_BIN:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ ! -x "$NGINX" ]; then
  echo "ensure-nginx: installing Debian's nginx-light..."
  if ! apt_sudo; then
    echo "ensure-nginx: cannot install nginx: not root and no password-less sudo." >&2
    echo "ensure-nginx: run 'apt-get install -y nginx-light libnginx-mod-http-brotli-filter' as root, or set NGINX_BIN." >&2
    exit 1
  fi
  $SUDO apt-get update
  packages="nginx-light"
  for module in libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static; do
    if apt-cache show "$module" >/dev/null 2>&1; then packages="$packages $module"; fi
  done
  # The package's own service must not take port 80 on a test machine: install without starting it.
  policy_rc=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
    $SUDO chmod +x /usr/sbin/policy-rc.d
    policy_rc=1
  fi
  status=0
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends $packages || status=$?
  if [ -n "$policy_rc" ]; then $SUDO rm -f /usr/sbin/policy-rc.d; fi
  if [ "$status" -ne 0 ] || [ ! -x "$NGINX" ]; then
    NGINX=$(command -v nginx || echo /usr/sbin/nginx)
    [ -x "$NGINX" ] || { echo "ensure-nginx: apt-get could not install nginx-light." >&2; exit 1; }
  fi
fi
echo "ensure-nginx: $("$NGINX" -v 2>&1) ($NGINX)"
