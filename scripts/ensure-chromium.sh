#!/usr/bin/env bash
# Makes sure the Debian Chromium packages the tools launch are installed: chromium (Lighthouse) and
# chromium-headless-shell (Playwright's e2e and Vitest's browser mode; scripts/lib/chromium.ts).
# Playwright's own browser download is never used (no internet except the package mirrors).
set -euo pipefail
# shellcheck source=apt.sh
source "$(dirname "$0")/apt.sh"

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS="${CHROMIUM_HEADLESS_PATH:-/usr/bin/chromium-headless-shell}"

if [ ! -x "$CHROMIUM" ] || [ ! -x "$HEADLESS" ]; then
  echo "ensure-chromium: installing the Debian chromium and chromium-headless-shell packages..."
  if ! apt_sudo; then
    echo "ensure-chromium: cannot install chromium: not root and no password-less sudo." >&2
    echo "ensure-chromium: run 'apt-get update && apt-get install -y chromium chromium-headless-shell' as root," >&2
    echo "ensure-chromium: or set CHROMIUM_PATH and CHROMIUM_HEADLESS_PATH." >&2
    exit 1
  fi
  if ! { $SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium chromium-headless-shell; }; then
    echo "ensure-chromium: apt-get could not install chromium." >&2
    exit 1
  fi
fi

for browser in "$CHROMIUM" "$HEADLESS"; do
  if [ ! -x "$browser" ]; then
    echo "ensure-chromium: $browser is still missing after the install; set CHROMIUM_PATH / CHROMIUM_HEADLESS_PATH." >&2
    exit 1
  fi
  if ! version="$("$browser" --version 2>/dev/null)"; then
    echo "ensure-chromium: $browser is present but does not run." >&2
    exit 1
  fi
  echo "ensure-chromium: $version ($browser)"
done
