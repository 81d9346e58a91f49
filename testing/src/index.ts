/** Test kits for every workspace. Nothing here runs in production. */
export * from './deciderSpecification';
export * from './projectionSpecification';
export * from './platformSpecification';
export { freePort } from './freePort';
export { useTempDir, type InTempDir } from './tempDir';
export { heldWork, type HeldWork } from './heldWork';
export {
  deleteRedisKeysUnder,
  redisKeysUnder,
  startRedisServer,
  type RedisKeyClient,
  type RedisServer,
  type StartRedisServerOptions,
} from './redisServer';
export { useRedisServer, type TestRedis } from './useRedisServer';
export { seededRandom, type SeededRandom } from './seededRandom';
