#!/usr/bin/env bash
# Dependency faults on the compose stack under steady mixed traffic (docs/decisions/056):
# PostgreSQL stopped for 20 s and killed, Redis stopped for 20 s and emptied, the S3 store
# stopped for 20 s during uploads, then a single SQLite instance whose small data disk fills up.
# Prints the fault table; fails on a lost acknowledged write, a hung request, a 5xx other than
# 503/507 or an instance not ready within 10 s of a fault's end. Runs after
# deploy/test-compose.sh with the images it kept (SIGAP_COMPOSE_KEEP_IMAGES=1) and removes them.
# Traffic goes to the stack's nginx on loopback only. Needs root, podman, podman-compose, curl.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

PROJECT=sigapfaulttest
PORT=${SIGAP_FAULTS_PORT:-18090}
SQLITE_PORT=$((PORT + 1))
ORIGIN=http://127.0.0.1:$PORT
ENV_FILE=$ROOT/deploy/.env
APP_IMAGE=localhost/sigap:compose-test
SERVICES_IMAGE=localhost/sigap-test-services:bookworm
S3_IMAGE=localhost/sigap-test-s3:latest
SQLITE=${PROJECT}_sqlite
compose() { podman-compose -p "$PROJECT" -f "$ROOT/deploy/compose.yaml" "$@"; }
fail() {
  echo "FAILED: $*" >&2
  exit 1
}
STARTED=$(date +%s)

for image in "$APP_IMAGE" "$SERVICES_IMAGE" "$S3_IMAGE"; do
  podman image exists "$image" || fail "$image is missing: run deploy/test-compose.sh with SIGAP_COMPOSE_KEEP_IMAGES=1 first"
done
[ ! -e "$ENV_FILE" ] || fail "deploy/.env exists; move it away while this test runs"

cleanup() {
  local status=$?
  set +e
  if [ $status -ne 0 ]; then
    for c in $(podman ps -a --filter "label=io.podman.compose.project=$PROJECT" --format '{{.Names}}') "$SQLITE"; do
      echo "--- $c"
      podman logs --tail 30 "$c" 2>&1 | cut -c1-300
    done
  fi
  podman rm -f "$SQLITE" >/dev/null 2>&1
  compose down -v >/dev/null 2>&1
  podman network rm -f "${PROJECT}_default" >/dev/null 2>&1
  rm -f "$ENV_FILE"
  if [ "${SIGAP_COMPOSE_KEEP_IMAGES:-0}" != 1 ]; then
    podman rmi -f "$APP_IMAGE" "$SERVICES_IMAGE" "$S3_IMAGE" localhost/sigap-test-node:20 \
      localhost/sigap-test-debian:bookworm >/dev/null 2>&1
  fi
  echo "fault test: $(($(date +%s) - STARTED)) s"
  [ $status -eq 0 ] && echo "fault test passed" || echo "fault test FAILED"
  exit $status
}
trap cleanup EXIT

secret() { node -e 'process.stdout.write(require("node:crypto").randomBytes(24).toString("hex"))'; }
ADMIN_PASSWORD=$(secret)
umask 077
cat >"$ENV_FILE" <<ENV
SITE_URL=$ORIGIN
POSTGRES_PASSWORD=$(secret)
REDIS_PASSWORD=$(secret)
S3_ACCESS_KEY_ID=sigap
S3_SECRET_ACCESS_KEY=$(secret)
JWT_SECRET=$(secret)
ALTCHA_HMAC_KEY=$(secret)
METRICS_TOKEN=$(secret)
ADMIN_USERNAME=superadmin
ADMIN_PASSWORD=$ADMIN_PASSWORD
HTTP_PORT=$PORT
SIGAP_IMAGE=$APP_IMAGE
POSTGRES_IMAGE=$SERVICES_IMAGE
REDIS_IMAGE=$SERVICES_IMAGE
NGINX_IMAGE=$SERVICES_IMAGE
S3_IMAGE=$S3_IMAGE
MFA_REQUIRED_ROLES=
CAPTCHA_PROVIDER=off
RATE_LIMIT_FACTOR=10000
ENV
umask 022

echo "== up"
compose up -d app1 app2 db redis s3 nginx >/dev/null 2>&1 || fail "compose up"
deadline=$(($(date +%s) + 300))
until [ "$(curl -s -o /dev/null -w '%{http_code}' "$ORIGIN/api/ready")" = 200 ]; do
  [ "$(date +%s)" -lt "$deadline" ] || fail "the stack is not ready after 300 s"
  sleep 2
done
for app in app1 app2; do
  until podman healthcheck run "${PROJECT}_${app}_1" >/dev/null 2>&1; do
    [ "$(date +%s)" -lt "$deadline" ] || fail "$app is not healthy"
    sleep 2
  done
done

echo "== faults under traffic"
ADMIN_USERNAME=superadmin ADMIN_PASSWORD=$ADMIN_PASSWORD timeout 900 \
  npx tsx deploy/test/faults.ts "$ORIGIN" "$PROJECT" pg-stop pg-kill redis-stop redis-empty s3-stop

echo "== SQLite: a full data disk"
compose down -v >/dev/null 2>&1
podman run -d --name "$SQLITE" --tmpfs /data:rw,size=24m,mode=0770,uid=10001,gid=10001 \
  -p "127.0.0.1:$SQLITE_PORT:3000" -e SITE_URL="http://127.0.0.1:$SQLITE_PORT" \
  -e CAPTCHA_PROVIDER=off -e RATE_LIMIT_FACTOR=10000 -e ADMIN_USERNAME=superadmin \
  -e ADMIN_PASSWORD="$ADMIN_PASSWORD" "$APP_IMAGE" >/dev/null
SQ=http://127.0.0.1:$SQLITE_PORT
deadline=$(($(date +%s) + 120))
until [ "$(curl -s -o /dev/null -w '%{http_code}' "$SQ/api/ready")" = 200 ]; do
  [ "$(date +%s)" -lt "$deadline" ] || fail "the SQLite instance is not ready"
  sleep 1
done
contact() {
  curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
    -d "{\"nama\":\"$1\",\"email\":\"tamu@contoh.id\",\"telepon\":\"081234567890\",\"pesan\":\"$(printf 'Halo. %.0s' $(seq 200))\"}" \
    "$SQ/api/kontak"
}
[ "$(contact 'Sebelum penuh')" = 201 ] || fail "a contact message before the disk filled"
podman exec "$SQLITE" sh -c 'cat /dev/zero > /data/filler' 2>/dev/null || true
codes=""
for i in $(seq 10); do codes="$codes $(contact "Penuh $i")"; done
echo "  while full: $codes"
for code in $codes; do
  [ "$code" = 507 ] || [ "$code" = 503 ] || fail "a write on a full disk answered $code"
done
podman exec "$SQLITE" rm -f /data/filler
[ "$(contact 'Sesudah dikosongkan')" = 201 ] || fail "writes did not resume once space was freed"
check=$(podman exec -w /app "$SQLITE" node -e "const D = require('better-sqlite3'); const db = new D('/data/sigap.db', { readonly: true }); console.log(db.pragma('integrity_check', { simple: true }), db.prepare(\"select count(*) n from contact_messages\").get().n)")
echo "  integrity_check and messages kept: $check"
[ "$check" = "ok 2" ] || fail "after the full disk: $check (expected ok and the 2 acknowledged messages)"
echo "| disk-full   | writes 507/503 while full, integrity_check ok, 2/2 acknowledged writes kept, writes resume |"
