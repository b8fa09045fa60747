#!/usr/bin/env bash
# Makes sure the Debian Chromium that playwright.config.ts launches is installed.
# Playwright's own browser download is never used (no internet except the package mirrors).
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: $CHROMIUM not found, installing the Debian chromium package..."
  if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO="sudo -n"
  else
    echo "ensure-chromium: cannot install chromium: not root and no password-less sudo." >&2
    echo "ensure-chromium: run 'apt-get update && apt-get install -y chromium' as root, or set CHROMIUM_PATH." >&2
    exit 1
  fi
  if ! { $SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium; }; then
    echo "ensure-chromium: apt-get could not install chromium." >&2
    exit 1
  fi
  if [ ! -x "$CHROMIUM" ]; then
    echo "ensure-chromium: chromium was installed but $CHROMIUM is still missing; set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

if ! version="$("$CHROMIUM" --version 2>/dev/null)"; then
  echo "ensure-chromium: $CHROMIUM is present but does not run." >&2
  exit 1
fi
echo "ensure-chromium: $version ($CHROMIUM)"
