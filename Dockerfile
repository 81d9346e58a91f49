# One image for the api, replica, projections, judge and front services of docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json tsconfig.json tsconfig.base.json ./
COPY contracts/package.json contracts/
COPY redis-kit/package.json redis-kit/
COPY events/package.json events/
COPY testing/package.json testing/
COPY domain/package.json domain/
COPY projections/package.json projections/
COPY observability/package.json observability/
COPY judge/package.json judge/
COPY media/package.json media/
COPY api/package.json api/
COPY api/builtin-problems/package.json api/builtin-problems/
COPY scale/package.json scale/
COPY ui/package.json ui/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# The judge compiles and runs submissions inside bubblewrap; the built-in media host measures
# uploaded videos and makes their thumbnails with ffprobe and ffmpeg; pandoc turns a problem
# package's LaTeX statement into Markdown.
RUN apt-get update && apt-get install -y --no-install-recommends bubblewrap g++ gcc python3 openjdk-17-jdk-headless util-linux ffmpeg pandoc \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
# DATA_DIR: the built-in media host keeps videos there; a volume mounted here inherits this owner.
RUN mkdir -p /app/data/media && chown -R node:node /app/data
ENV NODE_ENV=production
USER node
CMD ["node", "api/dist/server.js"]
