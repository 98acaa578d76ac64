#!/bin/sh
# Fills an empty registry volume with the versions built into the image (keeps the operators' changes afterwards)
# and gives it to the gateway's user (node, uid 1000), the only writer: nginx serves it read-only.
set -e
if [ ! -f /registry/remotes.json ]; then cp -R /usr/share/nginx/registry-seed/. /registry/; fi
chown -R 1000:1000 /registry
