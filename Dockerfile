# The storefront as one image, in two stages: the build compiles the API and the web app; the runtime
# holds the compiled output and production dependencies only, and runs as a non-root user.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g npm@11
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
RUN npm install -g npm@11
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
# The web app's trusted documents, which the server loads at start.
COPY --from=build /app/schema/persisted-documents.json ./schema/persisted-documents.json
COPY --from=build /app/schema/admin-persisted-documents.json ./schema/admin-persisted-documents.json
ENV NODE_ENV=production PORT=4000
EXPOSE 4000
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1's only process: docker stop's SIGTERM reaches the server, which drains and exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "dist/api/src/main.js"]
