#!/usr/bin/env bash
# The production server configuration, served and driven (docs/decisions/026-serving.md): checks
# deploy/nginx/bayad.conf against the route table, starts Debian's nginx on loopback with it over a
# sandbox-off build, runs the Playwright smoke (e2e/nginx/smoke.nginx.ts, Debian's Chromium) against it and
# stops nginx. Exit code: the smoke's, or 1 when the configuration check failed.
# Usage: bash scripts/test-nginx.sh [distDir]   (default dist-prod, built by `npm test` or `npm run size`)
# NGINX_CONF=<file> serves another bayad.conf (e.g. a copy with a route dropped: the smoke must fail);
# NGINX_PORT (default 4283).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)

dist=$(realpath "${1:-dist-prod}")
conf=$(realpath "${NGINX_CONF:-deploy/nginx/bayad.conf}")
port="${NGINX_PORT:-4283}"
for file in index.html security-headers.conf; do
  if [ ! -f "$dist/$file" ]; then
    echo "test-nginx: $dist/$file is missing: build first (VITE_SANDBOX=off npx vite build --outDir $dist)." >&2
    exit 1
  fi
done

# Debian's nginx (scripts/ensure-nginx.sh installs it when missing).
bash scripts/ensure-nginx.sh
NGINX="${NGINX_BIN:-$(command -v nginx || echo /usr/sbin/nginx)}"
echo "test-nginx: $("$NGINX" -v 2>&1)"

check=0
npx tsx scripts/cli/nginx-conf.ts "$conf" || check=1

# A prefix of our own: configuration, logs, temp files and the pid, nothing of the system's nginx.
prefix=$(mktemp -d /tmp/bayad-nginx.XXXXXX)
# The workers run as nobody when this runs as root: they must reach the build, so it is copied into the
# prefix (a few MB) rather than linked (a checkout under a private home would answer 403).
chmod 755 "$prefix"
mkdir -p "$prefix/conf/bayad" "$prefix/logs" "$prefix/tmp"
cp -r "$dist" "$prefix/dist"
chmod -R a+rX "$prefix/dist"
sed "s/127\.0\.0\.1:4283/127.0.0.1:$port/" deploy/nginx/nginx.conf > "$prefix/conf/nginx.conf"
cp "$conf" "$prefix/conf/bayad/bayad.conf"
cp "$dist/security-headers.conf" "$prefix/conf/bayad/security-headers.conf"
cp deploy/nginx/brotli.conf "$prefix/conf/bayad/brotli.conf"
modules_dir=/usr/lib/nginx/modules
if [ -f "$modules_dir/ngx_http_brotli_filter_module.so" ]; then
  brotli=1
  echo "load_module $modules_dir/ngx_http_brotli_filter_module.so;" > "$prefix/conf/modules.conf"
  echo "include bayad/brotli.conf;" > "$prefix/conf/http-extra.conf"
else
  brotli=0
  echo "test-nginx: no brotli module ($modules_dir): gzip only." >&2
  : > "$prefix/conf/modules.conf"
  : > "$prefix/conf/http-extra.conf"
fi

nginx_pid=""
stop() {
  if [ -n "$nginx_pid" ]; then
    kill "$nginx_pid" 2>/dev/null || true
    wait "$nginx_pid" 2>/dev/null || true
  fi
  rm -rf "$prefix"
}
trap stop EXIT
nginx_args=(-p "$prefix/" -e "$prefix/logs/error.log" -c conf/nginx.conf)
"$NGINX" "${nginx_args[@]}" -t -q
"$NGINX" "${nginx_args[@]}" -g 'daemon off;' &
nginx_pid=$!

base="http://127.0.0.1:$port"
ready=0
for _ in $(seq 1 50); do
  # Our nginx, not whatever else may hold the port (it would have failed to bind and exited).
  if curl -s -o /dev/null -D - "$base/robots.txt" 2>/dev/null | grep -qi '^server: nginx' && kill -0 "$nginx_pid" 2>/dev/null; then
    ready=1
    break
  fi
  if ! kill -0 "$nginx_pid" 2>/dev/null; then
    echo "test-nginx: nginx exited:" >&2
    cat "$prefix/logs/error.log" >&2
    exit 1
  fi
  sleep 0.1
done
if [ "$ready" -ne 1 ]; then
  echo "test-nginx: nginx did not answer at $base within 5 s" >&2
  cat "$prefix/logs/error.log" >&2
  exit 1
fi
echo "test-nginx: nginx serves $dist at $base with $conf (brotli: $brotli)"

smoke=0
NGINX_BASE_URL="$base" NGINX_DIST="$dist" NGINX_BROTLI="$brotli" \
  npx playwright test -c e2e/nginx/playwright.config.ts || smoke=$?
if [ "$smoke" -ne 0 ] && [ -s "$prefix/logs/error.log" ]; then
  echo "-- nginx error log"
  tail -n 20 "$prefix/logs/error.log"
fi
echo "test-nginx: took $(( $(date +%s) - started )) s (configuration check: $([ "$check" -eq 0 ] && echo ok || echo FAILED), smoke: $([ "$smoke" -eq 0 ] && echo passed || echo FAILED))"
if [ "$smoke" -ne 0 ]; then exit "$smoke"; fi
exit "$check"
