# The portal's page server (tools/gateway), the same built code `npm start` runs: every HTML page with its head and
# status (404, 410), the shell's files (hashed ones immutable, a missing one 404), robots.txt by RUN_MODE and the
# sitemap. nginx (web) stays in front for the registry's immutable remote files, the API and the emulator paths.
# Build stage: full install, the shell and `nx run @jobportal/gateway:build` (esbuild, like the API's). Runtime
# stage: only the npm packages the bundle imports (`npm ci --omit=dev`), the bundle and the shell's files.
# deploy/test/production-gateway.test.ts replays the runtime stage outside Docker.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run-many -t build -p shell @jobportal/gateway --outputStyle=static

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/tools/gateway/dist/package.json /app/tools/gateway/dist/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/tools/gateway/dist ./tools/gateway/dist
COPY --from=build /app/shell/dist ./shell/dist
ENV SHELL_DIR=/app/shell/dist
ENV REGISTRY_DIR=/registry
ENV HOST=0.0.0.0
ENV PORT=8080
USER node
EXPOSE 8080
CMD ["node", "tools/gateway/dist/main.mjs"]
