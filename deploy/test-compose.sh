#!/usr/bin/env bash
# The compose stack (deploy/compose.yaml) tested for real with podman, on a machine without
# registry access (docs/decisions/044-container-image.md):
#   1. a Debian bookworm minbase made with mmdebstrap from this machine's apt sources, imported
#      as a base; this machine's Node 20 copied onto it (bookworm's own nodejs is 18)
#   2. the app built on the host (npm run build, npm prune --omit=dev) into a folder laid out as
#      the image's /app, and the image built from it (Containerfile, --target prebuilt): a build
#      inside a container cannot reach the npm registry here
#   3. stand-in images from Debian packages for postgres, redis, nginx and prometheus, and
#      s3rver for MinIO (Grafana has no Debian package: it is the one service not started)
#   4. up: a missing secret refused, then the whole stack, waited for until healthy
#   5. a smoke test through nginx, Prometheus scraping both instances, a restart of one instance under light load with no failed
#      request, a database that starts after an instance, podman stop within the drain time
#   6. everything it made removed, also after a failure.
# Needs root, podman, podman-compose, runc, mmdebstrap, curl and the repository's node_modules
# (npm ci). .ci/run installs and runs it. Settings: SIGAP_COMPOSE_PORT (host port of nginx,
# default 18080), SIGAP_COMPOSE_KEEP_IMAGES=1 (keep the images, for running it again quickly).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

PROJECT=sigapcomposetest
PORT=${SIGAP_COMPOSE_PORT:-18080}
ORIGIN=http://127.0.0.1:$PORT
WORK=$ROOT/.tmp/compose-test
ENV_FILE=$ROOT/deploy/.env
MINIO_ENV=$ROOT/deploy/minio.env
BASE_IMAGE=localhost/sigap-test-debian:bookworm
NODE_IMAGE=localhost/sigap-test-node:20
APP_IMAGE=localhost/sigap:compose-test
SERVICES_IMAGE=localhost/sigap-test-services:bookworm
S3_IMAGE=localhost/sigap-test-s3:latest
APP1=${PROJECT}_app1_1
APP2=${PROJECT}_app2_1
DB=${PROJECT}_db_1
compose() {
  podman-compose -p "$PROJECT" -f "$ROOT/deploy/compose.yaml" \
    -f "$ROOT/deploy/compose.monitoring.yaml" "$@"
}
# podman without systemd reports, for every container with a health check, that it cannot
# schedule the checks (the test runs them itself): only that line is dropped.
pm() { podman "$@" 2> >(grep -v 'unable to get systemd connection' >&2); }

STARTED=$(date +%s)
STEP_NAME=""
STEP_BEGAN=0
TIMES=()
step() {
  end_step
  STEP_NAME=$1
  STEP_BEGAN=$(date +%s)
  echo "== $STEP_NAME"
}
end_step() {
  if [ -n "$STEP_NAME" ]; then
    TIMES+=("$(printf '%-34s %4d s' "$STEP_NAME" $(($(date +%s) - STEP_BEGAN)))")
    STEP_NAME=""
  fi
}
fail() {
  echo "FAILED: $*" >&2
  exit 1
}

for tool in podman podman-compose mmdebstrap curl node; do
  command -v "$tool" >/dev/null || fail "$tool is not installed"
done
[ "$(id -u)" = 0 ] || fail "run as root (mmdebstrap and podman import)"
[ -d node_modules ] || fail "node_modules is missing: run npm ci first"
node -e 'process.exit(process.versions.node.split(".")[0] === "20" ? 0 : 1)' ||
  fail "the host's node must be version 20 (it is copied into the test base)"
# The test writes its own deploy/.env (compose reads the one beside the file); never someone's.
[ ! -e "$ENV_FILE" ] || fail "deploy/.env exists; move it away while this test runs"
[ ! -e "$MINIO_ENV" ] || fail "deploy/minio.env exists; move it away while this test runs"

IMAGES_BEFORE=$(podman images -aq --no-trunc | sort -u)
cleanup() {
  local status=$?
  end_step
  set +e
  if [ $status -ne 0 ]; then
    echo "== logs of the stack (last lines each)"
    for container in $(podman ps -a --filter "label=io.podman.compose.project=$PROJECT" --format '{{.Names}}'); do
      echo "--- $container"
      podman logs --tail 40 "$container" 2>&1 | cut -c1-400
    done
  fi
  echo "== clean-up"
  compose down -v >/dev/null 2>&1
  podman network rm -f "${PROJECT}_default" >/dev/null 2>&1
  rm -f "$ENV_FILE" "$MINIO_ENV"
  rm -rf "$WORK"
  if [ "${SIGAP_COMPOSE_KEEP_IMAGES:-0}" != 1 ]; then
    # Every image this run made, intermediate ones included, and nothing that was there before.
    for image in $(podman images -aq --no-trunc | sort -u | comm -13 <(echo "$IMAGES_BEFORE") -); do
      podman rmi -f "$image" >/dev/null 2>&1
    done
  fi
  echo "== step times"
  printf '%s\n' "${TIMES[@]}"
  printf '%-34s %4d s\n' "total" $(($(date +%s) - STARTED))
  [ $status -eq 0 ] && echo "compose test passed" || echo "compose test FAILED"
  exit $status
}
trap cleanup EXIT
rm -rf "$WORK"
mkdir -p "$WORK"

# 1. The base: Debian bookworm minbase from the apt sources this machine is configured with.
step "base image (mmdebstrap, import)"
if ! podman image exists "$BASE_IMAGE"; then
  sources=()
  for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -s "$file" ] && sources+=("$file")
  done
  [ ${#sources[@]} -gt 0 ] || fail "no apt sources on this machine"
  mmdebstrap --quiet --variant=minbase --include=libstdc++6,ca-certificates \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/info/*' --dpkgopt='path-exclude=/usr/share/locale/*' \
    bookworm "$WORK/base.tar" "${sources[@]}" </dev/null
  podman import --quiet "$WORK/base.tar" "$BASE_IMAGE" >/dev/null
  rm -f "$WORK/base.tar"
fi

step "node base image"
if ! podman image exists "$NODE_IMAGE"; then
  mkdir -p "$WORK/node"
  cp "$(readlink -f "$(command -v node)")" "$WORK/node/node"
  cp -a "$(npm root -g)/npm" "$WORK/node/npm"
  podman build --quiet --format docker --build-arg BASE="$BASE_IMAGE" -t "$NODE_IMAGE" \
    -f deploy/test/node-base.Containerfile "$WORK/node" >/dev/null
  rm -rf "$WORK/node"
fi

# 2. The app, built on the host and laid out as the image's /app.
step "app build on the host"
APP=$WORK/app
mkdir -p "$APP/web" "$APP/deploy"
node --import tsx tooling/build.ts "$APP/dist" >"$WORK/build.log" 2>&1 ||
  { cat "$WORK/build.log"; fail "npm run build"; }
cp package.json package-lock.json "$APP/"
cp -a node_modules "$APP/node_modules"
(cd "$APP" && npm prune --omit=dev --ignore-scripts --no-audit --no-fund) >"$WORK/prune.log" 2>&1 ||
  { cat "$WORK/prune.log"; fail "npm prune"; }
# The pruned copy came out without better-sqlite3's compiled binding (its build/ folder), which
# the stack on PostgreSQL never loads but an instance on SQLite needs: the host's is put back.
for addon in node_modules/*/build/Release node_modules/@*/*/build/Release; do
  if [ -d "$addon" ] && [ -d "$APP/${addon%/build/Release}" ] && [ ! -e "$APP/$addon" ]; then
    mkdir -p "$APP/${addon%/Release}"
    cp -a "$addon" "$APP/$addon"
  fi
done
cp -a web/public "$APP/web/public"
cp -a deploy/container "$APP/deploy/container"

step "app image"
podman build --quiet --format docker --build-arg BASE="$NODE_IMAGE" --target prebuilt \
  -t "$APP_IMAGE" -f Containerfile "$APP" >/dev/null
rm -rf "$APP"

# 3. Stand-ins for the official postgres, redis, nginx and MinIO images.
step "stand-in images"
podman build --quiet --format docker --build-arg BASE="$BASE_IMAGE" -t "$SERVICES_IMAGE" \
  -f deploy/test/services.Containerfile deploy/test >/dev/null
mkdir -p "$WORK/s3"
cp deploy/test/mc-standin.mjs "$WORK/s3/"
s3rver_version=$(node -p 'require("./node_modules/s3rver/package.json").version')
(cd "$WORK/s3" && echo '{"private":true}' >package.json &&
  npm install --prefer-offline --omit=dev --no-audit --no-fund --no-package-lock \
    "s3rver@$s3rver_version" >/dev/null)
cp deploy/test/minio-standin.mjs "$WORK/s3/"
podman build --quiet --format docker --build-arg BASE="$NODE_IMAGE" -t "$S3_IMAGE" \
  -f deploy/test/s3.Containerfile "$WORK/s3" >/dev/null
rm -rf "$WORK/s3"

echo "image sizes: app $(podman image inspect "$APP_IMAGE" --format '{{.Size}}' | numfmt --to=iec) " \
  "(its Node base $(podman image inspect "$NODE_IMAGE" --format '{{.Size}}' | numfmt --to=iec))"
echo "runs as: $(podman image inspect "$APP_IMAGE" --format '{{.Config.User}}')"

# 4. Settings: first without a secret (refused, nothing started), then complete.
secret() { node -e 'process.stdout.write(require("node:crypto").randomBytes(24).toString("hex"))'; }
ADMIN_PASSWORD=$(secret)
METRICS_TOKEN=$(secret)
write_env() {
  umask 077
  cat >"$ENV_FILE" <<EOF
SITE_URL=$ORIGIN
POSTGRES_PASSWORD=$(secret)
REDIS_PASSWORD=$(secret)
S3_ACCESS_KEY_ID=sigap
S3_SECRET_ACCESS_KEY=$(secret)
ALTCHA_HMAC_KEY=$(secret)
METRICS_TOKEN=$METRICS_TOKEN
ADMIN_USERNAME=superadmin
ADMIN_PASSWORD=$ADMIN_PASSWORD
HTTP_PORT=$PORT
SIGAP_IMAGE=$APP_IMAGE
POSTGRES_IMAGE=$SERVICES_IMAGE
REDIS_IMAGE=$SERVICES_IMAGE
NGINX_IMAGE=$SERVICES_IMAGE
S3_IMAGE=$S3_IMAGE
MC_IMAGE=$S3_IMAGE
PROMETHEUS_IMAGE=$SERVICES_IMAGE
GRAFANA_ADMIN_PASSWORD=$(secret)
MFA_REQUIRED_ROLES=
CAPTCHA_PROVIDER=off
RATE_LIMIT_FACTOR=10000
EOF
  cat >"$MINIO_ENV" <<EOF
MINIO_ROOT_USER=minio-root
MINIO_ROOT_PASSWORD=$(secret)
EOF
}

step "missing secret refused"
write_env
sed -i '/^JWT_SECRET=/d' "$ENV_FILE"
if output=$(compose up -d 2>&1); then fail "up started without JWT_SECRET"; fi
grep -q 'JWT_SECRET' <<<"$output" || fail "the refusal does not name JWT_SECRET: $output"
[ -z "$(podman ps -aq --filter "label=io.podman.compose.project=$PROJECT")" ] ||
  fail "containers were created without JWT_SECRET"
echo "  ok  refused, naming JWT_SECRET: $(grep JWT_SECRET <<<"$output" | tail -n1)"
echo "JWT_SECRET=$(secret)" >>"$ENV_FILE"

step "up"
compose up -d app1 app2 db redis s3 s3-init nginx prometheus >"$WORK/up.log" 2>&1 ||
  { cat "$WORK/up.log"; fail "compose up"; }

step "healthy"
wait_healthy() {
  local deadline=$(($(date +%s) + $2))
  until podman healthcheck run "$1" >/dev/null 2>&1; do
    [ "$(date +%s)" -lt "$deadline" ] || fail "$1 not healthy after $2 s"
    sleep 1
  done
}
wait_healthy "$APP1" 240
wait_healthy "$APP2" 240
deadline=$(($(date +%s) + 60))
until [ "$(curl -s -o /dev/null -w '%{http_code}' "$ORIGIN/api/ready")" = 200 ]; do
  [ "$(date +%s)" -lt "$deadline" ] || fail "nginx does not answer /api/ready with 200"
  sleep 1
done
for container in "$APP1" "$APP2"; do
  [ "$(podman exec "$container" id -u)" = 10001 ] || fail "$container does not run as uid 10001"
done
echo "  ok  both instances healthy and running as uid 10001; /api/ready 200 through nginx"

# The store's root keys stay with s3 and s3-init; the instances' key is allowed their bucket alone.
step "store user and policy"
[ "$(podman inspect "${PROJECT}_s3-init_1" --format '{{.State.Status}} {{.State.ExitCode}}')" = "exited 0" ] ||
  fail "s3-init did not finish: $(podman logs "${PROJECT}_s3-init_1" 2>&1 | tail -n 5)"
if podman exec "$APP1" printenv MINIO_ROOT_USER >/dev/null 2>&1 ||
  podman exec "$APP1" printenv MINIO_ROOT_PASSWORD >/dev/null 2>&1; then
  fail "an instance was given the store's root keys"
fi
# Each call's status with the app's key: its own bucket, the list of buckets, a new bucket.
answers=$(podman exec -w /app "$APP1" node -e "
  const s3 = require('@aws-sdk/client-s3');
  const client = new s3.S3Client({ endpoint: process.env.S3_ENDPOINT, region: process.env.S3_REGION,
    forcePathStyle: true, maxAttempts: 1, credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID,
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY } });
  const status = (command) => client.send(command).then(() => 200,
    (error) => (error.\$metadata && error.\$metadata.httpStatusCode) || error.name);
  Promise.all([
    status(new s3.HeadBucketCommand({ Bucket: process.env.S3_BUCKET })),
    status(new s3.ListBucketsCommand({})),
    status(new s3.CreateBucketCommand({ Bucket: 'not-sigaps' })),
  ]).then((codes) => console.log(codes.join(' ')));")
[ "$answers" = "200 403 403" ] ||
  fail "with the app's key: own bucket, list of buckets, a new bucket answered $answers (expected 200 403 403)"
echo "  ok  s3-init made the bucket and the user; the app's key reaches its bucket alone (403 elsewhere)"

export ADMIN_USERNAME=superadmin ADMIN_PASSWORD METRICS_TOKEN
step "smoke test through nginx"
timeout 600 npx tsx deploy/test/smoke.ts smoke "$ORIGIN" "$APP1" "$APP2"

step "prometheus scrapes both instances"
timeout 300 npx tsx deploy/test/smoke.ts metrics "$APP1"

step "restart of app1 under light load"
timeout 600 npx tsx deploy/test/smoke.ts restart "$ORIGIN" "$APP1" "$DB"

# A database that comes up after an instance: the instance waits, then starts.
step "database starting after app2"
# app2 first (a stop closes its pool, which needs the database), then the database.
app1_started=$(podman inspect "$APP1" --format '{{.State.StartedAt}}')
pm stop --time 50 "$APP2" >/dev/null
pm stop --time 30 "$DB" >/dev/null
pm start "$APP2" >/dev/null
sleep 8
[ "$(podman inspect "$APP2" --format '{{.State.Running}}')" = true ] ||
  fail "app2 stopped while the database was down"
# Read whole first: with pipefail, grep -q leaving early would fail the pipeline (SIGPIPE).
logs=$(podman logs "$APP2" 2>&1)
grep -q 'waiting for DATABASE_URL' <<<"$logs" || fail "app2 did not wait for the database"
pm start "$DB" >/dev/null
wait_healthy "$APP2" 120
echo "  ok  app2 waited for the database and started once it answered"
# app1 kept its pool through the restart: PostgreSQL ended its idle connections, and the pool
# must drop them and open new ones, not end the process (server/db/database.ts).
[ "$(podman inspect "$APP1" --format '{{.State.StartedAt}}')" = "$app1_started" ] ||
  fail "app1 restarted when the database restarted"
echo "  ok  app1 ran on through the database's restart"
for instance in "$APP1" "$APP2"; do
  code=$(podman exec "$instance" node -e "fetch('http://127.0.0.1:3000/').then((r) => console.log(r.status), () => console.log('none'))")
  [ "$code" = 200 ] || fail "$instance answers the home page with $code after the database came back"
done
[ "$(curl -s -o /dev/null -w '%{http_code}' "$ORIGIN/")" = 200 ] || fail "home page after the database came back"
echo "  ok  both instances and nginx answer the home page"

step "podman stop within the drain time"
began=$(date +%s%N)
pm stop --time 50 "$APP2" >/dev/null
stop_ms=$((($(date +%s%N) - began) / 1000000))
code=$(podman inspect "$APP2" --format '{{.State.ExitCode}}')
[ "$code" = 0 ] || fail "app2 exited with $code on SIGTERM (137: killed after the grace time)"
logs=$(podman logs "$APP2" 2>&1)
grep -q 'shutting down' <<<"$logs" || fail "app2 did not log its drain"
echo "  ok  app2 drained and stopped in ${stop_ms} ms (DRAIN_SECONDS 30)"

step "down"
compose down -v >/dev/null 2>&1
end_step
