#!/bin/sh
# Writes /app-config.json (the registry volume is seeded by the registry-seed job and served read-only here).
set -e
# The Auth emulator accepts forged sign-ins: never behind a production site.
if [ "$USE_AUTH_EMULATOR" = "true" ] && [ "$RUN_MODE" = "production" ]; then
  echo "USE_AUTH_EMULATOR=true is refused with RUN_MODE=production: the emulator accepts forged sign-ins" >&2
  exit 1
fi
emulator_origin=null
if [ "$USE_AUTH_EMULATOR" = "true" ]; then emulator_origin="\"$PUBLIC_BASE_URL\""; fi
# The image endpoint (GET /api/images) is on unless IMAGE_PIPELINE=false.
image_pipeline=true
if [ "$IMAGE_PIPELINE" = "false" ]; then image_pipeline=false; fi
cat > /usr/share/nginx/shell/app-config.json <<JSON
{"runMode":"$RUN_MODE","publicBaseUrl":"$PUBLIC_BASE_URL","apiBaseUrl":"/api","imagePipeline":$image_pipeline,"firebase":{"apiKey":"$FIREBASE_API_KEY","authDomain":"$FIREBASE_AUTH_DOMAIN","projectId":"$FIREBASE_PROJECT_ID","emulatorOrigin":$emulator_origin,"tenants":{"candidate":"$FIREBASE_TENANT_CANDIDATE","corporate":"$FIREBASE_TENANT_CORPORATE","staff":"${FIREBASE_TENANT_STAFF:-staff-pool}"}}}
JSON
if [ "$USE_AUTH_EMULATOR" != "true" ]; then sed -i '/# emulator-begin/,/# emulator-end/d' /etc/nginx/conf.d/default.conf; fi
# HSTS and upgrade-insecure-requests only where the site is served over HTTPS (RUN_MODE=production).
if [ "$RUN_MODE" != "production" ]; then
  for f in /etc/nginx/conf.d/security-headers*.inc; do
    sed -i -e '/strict-transport-security/d' -e 's/;upgrade-insecure-requests//' "$f"
  done
fi
