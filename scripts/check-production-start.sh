#!/usr/bin/env bash
# CI: builds the production output, installs it beside production dependencies only, starts it on an
# embedded database, checks /readyz, then stops it with SIGTERM and expects a clean exit 0.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
# Production refuses a data folder under the system's temporary folder (it is emptied), and a checkout
# may itself live there: the check runs in /var/tmp, which survives reboots, else beside the checkout.
if [ -w /var/tmp ]; then work="$(mktemp -d /var/tmp/storefront-ci-production.XXXXXX)"; else work="$root/.data/ci-production"; fi
port="${CHECK_PORT:-4179}"
rm -rf "$work" && mkdir -p "$work/web"
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT

# The API is compiled here; the web app's build is reused when its sources have not changed since it was made.
npm run build:api
npx tsx scripts/build-web-if-changed.ts
cp -r dist package.json package-lock.json "$work/"
cp -r web/dist "$work/web/"
mkdir -p "$work/schema" && cp schema/persisted-documents.json schema/admin-persisted-documents.json "$work/schema/"
(cd "$work" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
if [ -e "$work/node_modules/tsx" ] || [ -e "$work/node_modules/vite" ] || [ -e "$work/node_modules/typescript" ]; then
  echo "a build tool was installed as a production dependency" >&2
  exit 1
fi

(cd "$work" && NODE_ENV=production AGE_VERIFICATION_PROVIDER=manual PAYMENT_PROVIDER=manual HOST=127.0.0.1 PORT="$port" EMBEDDED_PG_PORT="$((port + 50000))" \
  DATA_DIR="$work/data" exec node dist/api/src/main.js) &
server=$!
ready=""
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then ready=yes; break; fi
  if ! kill -0 "$server" 2>/dev/null; then break; fi
  sleep 0.5
done
if [ -z "$ready" ]; then
  echo "the production build did not become ready" >&2
  kill -KILL "$server" 2>/dev/null || true
  exit 1
fi
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root"' || { echo "the web app is not served" >&2; kill -TERM "$server"; exit 1; }
# The web app sends hashes only: the production output must know its trusted documents.
menu_hash="$(node -e "const m=require('./schema/persisted-documents.json');process.stdout.write(Object.keys(m).find((k)=>/query MenuGroups/.test(m[k])).slice(7))")"
curl -fsS -H 'content-type: application/json' \
  -d "{\"extensions\":{\"persistedQuery\":{\"version\":1,\"sha256Hash\":\"$menu_hash\"}}}" \
  "http://127.0.0.1:$port/graphql" | grep -q '"menuGroups"' ||
  { echo "the production build does not answer the web app's documents by hash" >&2; kill -TERM "$server"; exit 1; }
echo "production build ready on port $port; stopping it"
kill -TERM "$server"
status=0
wait "$server" || status=$?
rm -rf "$work"
if [ "$status" -ne 0 ]; then
  echo "the production server exited with $status after SIGTERM" >&2
  exit 1
fi
echo "production build stopped cleanly"
