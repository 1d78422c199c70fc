#!/bin/sh
# nginx in the compose stack (compose.yaml): the repository's deploy/nginx.conf with its two
# upstream lines pointed at app1:3000 and app2:3000, reloaded whenever one of them comes back
# at another address. Open-source nginx resolves upstream names once, at (re)load, and a
# restarted or recreated container gets a new address: without the reload nginx would keep
# sending a share of requests to an address nobody answers any more. Connecting gives up after
# 2 s (nginx's default is 60 s), so a request meeting the old address in the moment before the
# reload goes on to the other instance in time (proxy_next_upstream in nginx.conf).
set -eu

sed -e 's/127\.0\.0\.1:3001/app1:3000/' -e 's/127\.0\.0\.1:3002/app2:3000/' \
  /etc/sigap/nginx.conf >/etc/nginx/conf.d/default.conf
echo 'proxy_connect_timeout 2s;' >/etc/nginx/conf.d/00-compose.conf

# Both addresses, or nothing while one of the instances has none (stopped).
addresses() {
  a=$(getent hosts app1 | awk '{ print $1; exit }') || true
  b=$(getent hosts app2 | awk '{ print $1; exit }') || true
  if [ -n "$a" ] && [ -n "$b" ]; then echo "$a $b"; fi
}

# nginx refuses to start while a name in its upstream does not resolve.
current=$(addresses)
while [ -z "$current" ]; do
  sleep 1
  current=$(addresses)
done

nginx -g 'daemon off;' &
nginx_pid=$!
# A stop: nginx finishes the requests it has (SIGQUIT), then exits.
trap 'kill -QUIT "$nginx_pid" 2>/dev/null || true; wait "$nginx_pid"; exit 0' TERM INT QUIT

while kill -0 "$nginx_pid" 2>/dev/null; do
  sleep 1 &
  wait $! || true
  now=$(addresses)
  if [ -n "$now" ] && [ "$now" != "$current" ]; then
    echo "nginx-compose: upstream addresses now $now; reloading" >&2
    nginx -s reload && current=$now
  fi
done
wait "$nginx_pid"
