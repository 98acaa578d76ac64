FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs ./libs
COPY api ./api
RUN npm install --no-audit --no-fund --workspace @jobportal/api --include-workspace-root
ENV NODE_ENV=production
EXPOSE 3000
CMD ["npx", "tsx", "api/src/server.ts"]
