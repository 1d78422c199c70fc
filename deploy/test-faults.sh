#!/usr/bin/env bash
# Dependency faults on the compose stack under steady mixed traffic (docs/decisions/056), one at
# a time: PostgreSQL stopped for 20 s and killed, Redis stopped for 20 s and started empty, the
# S3 store stopped for 20 s during uploads, the mail relay refusing every mail for 60 s (a
# stand-in, deploy/test/smtp-standin.mjs); then one instance on SQLite whose small data disk
# fills up. deploy/test/faults.ts drives the traffic and prints the table; it fails on a lost
# acknowledged write, a hung request, a 5xx other than 503 (507 on the full disk), a readiness
# that does not turn within 5 s of a database or Redis fault or back within 10 s of its end, an
# instance process that ended, traffic below half its rate while Redis is away, or a queued mail
# not delivered exactly once. Between the two, the rendered Kubernetes Deployment is run by
# `podman kube play` against the stack's services (deploy/test/kube-play.ts). Runs after
# deploy/test-compose.sh with the images it kept (SIGAP_COMPOSE_KEEP_IMAGES=1), and removes
# them unless SIGAP_COMPOSE_KEEP_IMAGES=1 here too.
# SIGAP_FAULTS picks some of the compose stack's faults (faults.ts names them). Traffic goes to
# loopback only. Needs root, podman, podman-compose, curl, node_modules.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

PROJECT=sigapfaulttest
PORT=${SIGAP_FAULTS_PORT:-18090}
SQLITE_PORT=$((PORT + 1))
ORIGIN=http://127.0.0.1:$PORT
ENV_FILE=$ROOT/deploy/.env
MINIO_ENV=$ROOT/deploy/minio.env
APP_IMAGE=localhost/sigap:compose-test
SERVICES_IMAGE=localhost/sigap-test-services:bookworm
S3_IMAGE=localhost/sigap-test-s3:latest
SQLITE=${PROJECT}_sqlite
SMTP=${PROJECT}_smtp
NODE_IMAGE=localhost/sigap-test-node:20
compose() { podman-compose -p "$PROJECT" -f "$ROOT/deploy/compose.yaml" "$@"; }
fail() {
  echo "FAILED: $*" >&2
  exit 1
}
STARTED=$(date +%s)

for image in "$APP_IMAGE" "$SERVICES_IMAGE" "$S3_IMAGE" "$NODE_IMAGE"; do
  podman image exists "$image" || fail "$image is missing: run deploy/test-compose.sh with SIGAP_COMPOSE_KEEP_IMAGES=1 first"
done
[ ! -e "$ENV_FILE" ] || fail "deploy/.env exists; move it away while this test runs"
[ ! -e "$MINIO_ENV" ] || fail "deploy/minio.env exists; move it away while this test runs"

cleanup() {
  local status=$?
  set +e
  if [ $status -ne 0 ]; then
    for c in $(podman ps -a --filter "label=io.podman.compose.project=$PROJECT" --format '{{.Names}}') "$SMTP" "$SQLITE"; do
      echo "--- $c"
      podman logs --tail 30 "$c" 2>&1 | cut -c1-300
    done
  fi
  # One at a time: podman 4.3 removes nothing when one of the names is already gone.
  for container in "$SQLITE" "$SMTP"; do podman rm -f "$container" >/dev/null 2>&1; done
  [ ! -e "$ROOT/.tmp/kube-play/deployment.yaml" ] ||
    podman kube down "$ROOT/.tmp/kube-play/deployment.yaml" >/dev/null 2>&1
  compose down -v >/dev/null 2>&1
  podman network rm -f "${PROJECT}_default" >/dev/null 2>&1
  rm -f "$ENV_FILE" "$MINIO_ENV"
  if [ "${SIGAP_COMPOSE_KEEP_IMAGES:-0}" != 1 ]; then
    podman rmi -f "$APP_IMAGE" "$SERVICES_IMAGE" "$S3_IMAGE" "$NODE_IMAGE" \
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
MC_IMAGE=$S3_IMAGE
MFA_REQUIRED_ROLES=
CAPTCHA_PROVIDER=off
RATE_LIMIT_FACTOR=10000
SMTP_URL=smtp://smtp:2525
SMTP_FROM=sigap@contoh.id
ENV
printf 'MINIO_ROOT_USER=minio-root\nMINIO_ROOT_PASSWORD=%s\n' "$(secret)" >"$MINIO_ENV"
umask 022

echo "== up"
compose up -d app1 app2 db redis s3 s3-init nginx >/dev/null 2>&1 || fail "compose up"
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
# nginx counts an instance that refused while it started out for fail_timeout (5 s,
# deploy/nginx.conf): traffic starts once that has passed.
sleep 6

echo "== the mail relay (refuses on SIGUSR1, accepts on SIGUSR2)"
podman run -d --name "$SMTP" --network "${PROJECT}_default" --network-alias smtp \
  -v "$(readlink -f node_modules):/opt/smtp/node_modules:ro" \
  -v "$ROOT/deploy/test/smtp-standin.mjs:/opt/smtp/smtp-standin.mjs:ro" \
  "$NODE_IMAGE" node /opt/smtp/smtp-standin.mjs >/dev/null
ready=$(($(date +%s) + 30))
until grep -q 'on :2525' <<<"$(podman logs "$SMTP" 2>&1)"; do
  [ "$(date +%s)" -lt "$ready" ] || fail "the mail relay did not start"
  sleep 1
done

echo "== faults under traffic (compose: two instances, PostgreSQL, Redis, S3, SMTP)"
ADMIN_USERNAME=superadmin ADMIN_PASSWORD=$ADMIN_PASSWORD timeout 600 \
  npx tsx deploy/test/faults.ts "$ORIGIN" "$PROJECT" \
  ${SIGAP_FAULTS:-pg-stop pg-kill redis-stop redis-empty s3-stop smtp-refuse}

echo "== podman kube play of the rendered Deployment against this stack (docs/decisions/057)"
setting() { sed -n "s/^$1=//p" "$ENV_FILE"; }
POSTGRES_PASSWORD=$(setting POSTGRES_PASSWORD) REDIS_PASSWORD=$(setting REDIS_PASSWORD) \
  S3_ACCESS_KEY_ID=$(setting S3_ACCESS_KEY_ID) S3_SECRET_ACCESS_KEY=$(setting S3_SECRET_ACCESS_KEY) \
  JWT_SECRET=$(setting JWT_SECRET) ALTCHA_HMAC_KEY=$(setting ALTCHA_HMAC_KEY) \
  METRICS_TOKEN=$(setting METRICS_TOKEN) timeout 300 \
  npx tsx deploy/test/kube-play.ts "${PROJECT}_default" "$APP_IMAGE"

echo "== faults under traffic (one instance on SQLite with a 24 MB data disk)"
podman rm -f "$SMTP" >/dev/null
compose down -v >/dev/null 2>&1
podman run -d --name "$SQLITE" --tmpfs /data:rw,size=24m,U \
  -p "127.0.0.1:$SQLITE_PORT:3000" -e SITE_URL="http://127.0.0.1:$SQLITE_PORT" \
  -e CAPTCHA_PROVIDER=off -e RATE_LIMIT_FACTOR=10000 -e MFA_REQUIRED_ROLES= \
  -e ADMIN_USERNAME=superadmin -e ADMIN_PASSWORD="$ADMIN_PASSWORD" "$APP_IMAGE" >/dev/null \
  2> >(grep -v 'unable to get systemd connection' >&2)
SQ=http://127.0.0.1:$SQLITE_PORT
deadline=$(($(date +%s) + 120))
until [ "$(curl -s -o /dev/null -w '%{http_code}' "$SQ/api/ready")" = 200 ]; do
  [ "$(date +%s)" -lt "$deadline" ] || fail "the SQLite instance is not ready"
  sleep 1
done
ADMIN_USERNAME=superadmin ADMIN_PASSWORD=$ADMIN_PASSWORD SIGAP_FAULTS_SQLITE=$SQLITE timeout 180 \
  npx tsx deploy/test/faults.ts "$SQ" "$PROJECT" disk-full
