#!/usr/bin/env bash
# Makes sure the Debian packages the WebKit run (scripts/test-webkit.sh) drives are installed:
# webkit2gtk-driver (WebKitWebDriver and its MiniBrowser), xvfb (a display) and xdotool (window focus).
# No browser or driver is ever downloaded by a tool (no internet except the package mirrors).
# Exit 0: ready. Exit 3: cannot install here (not root, no password-less sudo, or apt-get failed):
# the caller skips the WebKit run with the "skipped:" line printed here.
set -euo pipefail
# shellcheck source=apt.sh
source "$(dirname "$0")/apt.sh"

SKIP=3
missing=()
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xdotool >/dev/null 2>&1 || missing+=(xdotool)

if [ "${#missing[@]}" -gt 0 ]; then
  echo "ensure-webkit: installing the Debian packages ${missing[*]}..."
  if ! apt_sudo; then
    echo "ensure-webkit: skipped: the WebKit run needs ${missing[*]}; not root and no password-less sudo to install them." >&2
    echo "ensure-webkit: run 'apt-get update && apt-get install -y webkit2gtk-driver xvfb xdotool' as root." >&2
    exit "$SKIP"
  fi
  if ! { $SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "${missing[@]}"; }; then
    echo "ensure-webkit: skipped: apt-get could not install ${missing[*]}." >&2
    exit "$SKIP"
  fi
fi

for tool in WebKitWebDriver Xvfb xdotool; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "ensure-webkit: skipped: $tool is still missing after the install." >&2
    exit "$SKIP"
  fi
done
echo "ensure-webkit: WebKitGTK $(dpkg-query -W -f='${Version}' webkit2gtk-driver 2>/dev/null || echo '(version unknown)') ($(command -v WebKitWebDriver))"
