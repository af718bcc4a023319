# memoryd in a container. better-sqlite3 compiles its native addon during `npm ci`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json tsconfig.json tsconfig.build.json ./
COPY src ./src
# npm ci compiles better-sqlite3's addon and, through `prepare`, builds dist/.
RUN npm ci --no-audit --no-fund && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    MEMORYD_HOME=/data \
    MEMORYD_HOST=0.0.0.0
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY bin ./bin
COPY migrations ./migrations
COPY src/server/page ./src/server/page
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
EXPOSE 7457
USER node
CMD ["node", "dist/cli/main.js", "start"]
