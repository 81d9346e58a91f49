export { openRedisClient, duplicateRedisClient, closeRedisClient, destroyRedisClient, execTransaction, type RedisClient } from './client';
export { startConsumerGroup, type ConsumerGroup, type ConsumerGroupOptions, type Delivery, type StreamEntry } from './consumerGroup';
export { redisLogFeed, entryIdOf, type LogFeed, type LogPlace } from './logFeed';
export { redisFairFeed, type FairFeed, type FairFeedKeys } from './fairFeed';
