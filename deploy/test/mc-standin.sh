#!/bin/sh
# `mc ready local`, as the compose file's health check of MinIO asks it (s3.Containerfile):
# ready once the stand-in answers HTTP on port 9000.
[ "${1:-}" = ready ] || { echo "mc stand-in: only 'mc ready local'" >&2; exit 2; }
exec node -e "fetch('http://127.0.0.1:9000/').then(() => process.exit(0), () => process.exit(1))"
