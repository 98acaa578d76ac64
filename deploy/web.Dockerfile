# Build every container, publish each remote as an immutable version, then serve them with nginx.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
  && npx nx run-many -t build -p shell mf-shared-ui mf-auth mf-public mf-candidate mf-corporate mf-backoffice --parallel=2 \
  && for r in mf-shared-ui mf-auth mf-public mf-candidate mf-corporate mf-backoffice; do REGISTRY_DIR=/registry npx tsx tools/remotes/src/cli.ts publish $r --no-build; done \
  && npx tsx tools/gateway/src/security/nginx-cli.ts shell/dist/index.html /nginx-templates

FROM nginx:1.27-alpine
COPY --from=build /app/shell/dist /usr/share/nginx/shell
COPY --from=build /registry /usr/share/nginx/registry-seed
COPY deploy/nginx/default.conf.template /etc/nginx/templates/default.conf.template
# security-headers*.inc.template: the CSP with the hashes of this build's inline scripts (nginx fills in the authDomain).
COPY --from=build /nginx-templates/ /etc/nginx/templates/
COPY deploy/nginx/entrypoint.sh /docker-entrypoint.d/40-jobportal.sh
COPY deploy/nginx/seed-registry.sh /usr/local/bin/seed-registry.sh
RUN chmod +x /docker-entrypoint.d/40-jobportal.sh /usr/local/bin/seed-registry.sh
EXPOSE 80
