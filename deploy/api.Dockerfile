# The API as built JavaScript: the build stage installs everything and runs `nx run api:build` (esbuild: one file,
# the workspace libraries inside, npm packages outside, plus the package.json / package-lock.json of exactly the
# packages it imports). The runtime stage installs only those (`npm ci --omit=dev`) and runs the bundle with node.
# deploy/test/production-api.test.ts replays this file's runtime stage outside Docker (its COPY, npm ci, ENV, CMD).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run api:build --outputStyle=static

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/api/dist/package.json /app/api/dist/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/api/dist ./api/dist
# The SQL migrations the API applies at start (MIGRATIONS_DIR: <root>/api/drizzle, root = api/dist/../..).
COPY api/drizzle ./api/drizzle
# The font of the CV made from the profile (Sarabun, SIL OFL 1.1; api/src/services/cv): <root>/api/assets/fonts.
COPY api/assets/fonts ./api/assets/fonts
# The shell's static files (demo blog covers, ...) are sources of the image endpoint: GET /api/images?src=/assets/...
COPY shell/public/assets ./shell/public/assets
ENV ASSETS_DIR=/app/shell/public/assets
USER node
EXPOSE 3000
CMD ["node", "api/dist/server.cjs"]
