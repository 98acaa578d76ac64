FROM node:24-bookworm-slim
WORKDIR /app
RUN npm install --no-audit --no-fund firebase-tools@14
COPY firebase.json ./
EXPOSE 9099
CMD ["npx", "firebase", "emulators:start", "--only", "auth", "--project", "demo-jobportal"]
