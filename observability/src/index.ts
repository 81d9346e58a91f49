export { metrics, registry, SourcedGauge } from './metrics';
export { mayScrape, metricsRequestListener, serveMetrics, type MetricsServer, type MetricsServerOptions } from './metricsServer';
export {
  createLogger,
  logContext,
  logFunction,
  redactedPaths,
  withLogContext,
  type LogContext,
  type Logger,
  type LoggerOptions,
} from './logger';
export { parseScrape, sampleSum, type Sample } from './scrape';
