#!/usr/bin/env bash
# Renders the Kustomize base and the example overlay into rendered/ (checked in, so a reader
# and `podman kube play` see the final manifests without kustomize). Needs `kubectl kustomize`
# or `kustomize build`; tooling/kubernetes-manifests.test.ts checks the files match.
set -euo pipefail
cd "$(dirname "$0")"
if command -v kustomize >/dev/null 2>&1; then build() { kustomize build "$1"; }
elif command -v kubectl >/dev/null 2>&1; then build() { kubectl kustomize "$1"; }
else
  echo "neither kustomize nor kubectl is installed" >&2
  exit 1
fi
mkdir -p rendered
header='# Rendered by deploy/kubernetes/render.sh from the Kustomize files beside it: edit those, then run it.'
{ echo "$header"; build base; } >rendered/base.yaml
{ echo "$header"; build overlays/example; } >rendered/example.yaml
