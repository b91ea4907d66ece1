# The storefront as one image: the API serves the built web app, /graphql and the legacy REST paths.
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g npm@11
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web
ENV NODE_ENV=production PORT=4000
EXPOSE 4000
USER node
CMD ["npx", "tsx", "api/src/main.ts"]
