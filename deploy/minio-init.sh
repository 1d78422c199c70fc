#!/bin/sh
# The one-shot `s3-init` service of compose.yaml, in the MinIO client image (mc): with the
# store's root keys (minio.env), which nothing else is given, it makes the bucket and Sigap's
# own user with a policy that allows that bucket alone (docs/decisions/056-dependency-faults.md).
# Safe to run on every `up`: each step keeps what is already there.
set -eu
: "${MINIO_ROOT_USER:?set MINIO_ROOT_USER in deploy/minio.env (see minio.env.example)}"
: "${MINIO_ROOT_PASSWORD:?set MINIO_ROOT_PASSWORD in deploy/minio.env (see minio.env.example)}"
: "${S3_ACCESS_KEY_ID:?}" "${S3_SECRET_ACCESS_KEY:?}" "${S3_BUCKET:?}"

# The store may still be starting: `mc alias set` checks the keys against it.
tries=0
until mc alias set store http://s3:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null 2>&1; do
  tries=$((tries + 1))
  [ "$tries" -lt 60 ] || { echo "s3-init: the store at s3:9000 does not answer" >&2; exit 1; }
  sleep 1
done
mc mb --ignore-existing "store/$S3_BUCKET"

# Objects of the one bucket: read, write, delete, list, and the multipart calls of large uploads.
cat >/tmp/sigap-app-policy.json <<EOF
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetBucketLocation", "s3:ListBucket", "s3:ListBucketMultipartUploads"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject", "s3:AbortMultipartUpload",
                 "s3:ListMultipartUploadParts"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    }
  ]
}
EOF
# `user add` with an existing key sets its secret again, so a changed secret takes effect.
mc admin user add store "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY" >/dev/null
mc admin policy create store sigap-app /tmp/sigap-app-policy.json >/dev/null
# Attaching a policy that is already attached is an error in mc: then it is in place.
mc admin policy attach store sigap-app --user "$S3_ACCESS_KEY_ID" >/dev/null 2>&1 ||
  mc admin user info store "$S3_ACCESS_KEY_ID" | grep -q 'PolicyName: .*sigap-app'
echo "s3-init: bucket $S3_BUCKET and its user ready"
