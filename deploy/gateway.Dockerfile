# The portal's page server (tools/gateway), the same code `npm start` runs: every HTML page with its head and status
# (404, 410), the shell's files (hashed ones immutable, a missing one 404), robots.txt by RUN_MODE and the sitemap.
# nginx (web) stays in front for the registry's immutable remote files, the API and the emulator paths.
FROM node:24-bookworm-slim
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npx nx run shell:build --outputStyle=static
ENV NODE_ENV=production
ENV SHELL_DIR=/app/shell/dist
ENV REGISTRY_DIR=/registry
ENV HOST=0.0.0.0
ENV PORT=8080
EXPOSE 8080
CMD ["node", "--import", "tsx", "tools/gateway/src/main.ts"]
