FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs ./libs
COPY api ./api
RUN npm install --no-audit --no-fund --workspace @jobportal/api --include-workspace-root
# The shell's static files (demo blog covers, ...) are sources of the image endpoint: GET /api/images?src=/assets/...
COPY shell/public/assets ./shell/public/assets
ENV NODE_ENV=production
ENV ASSETS_DIR=/app/shell/public/assets
EXPOSE 3000
CMD ["npx", "tsx", "api/src/server.ts"]
