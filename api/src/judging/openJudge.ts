import { createJudge, redisJudge, type Judge } from '@forge/judge';
import type { Config } from '../config';

/**
 * The judge the configuration asks for: this process's own sandbox, or the judge workers
 * behind the Redis queue (both offer the same `Judge`, so nothing downstream knows which).
 */
export async function openJudge(
  config: Pick<Config, 'JUDGE_WORKERS' | 'JUDGE_CACHE_DIR' | 'JUDGE_CACHE_MAX_MB' | 'JUDGE_ALLOW_DEGRADED' | 'REDIS_URL'>,
  log: (line: string) => void,
): Promise<Judge> {
  if (config.JUDGE_WORKERS === 'local')
    return createJudge({
      cacheDir: config.JUDGE_CACHE_DIR,
      cacheMaxBytes: config.JUDGE_CACHE_MAX_MB * 1024 * 1024,
      allowDegraded: config.JUDGE_ALLOW_DEGRADED,
      // The platform's own log (JSON lines through pino), not the judge's default stderr text.
      log: (line) => log(`[judge] ${line}`),
    });
  if (!config.REDIS_URL) throw new Error('JUDGE_WORKERS=redis needs REDIS_URL');
  return redisJudge({ redisUrl: config.REDIS_URL, log: (line) => log(`[judge queue] ${line}`) });
}
