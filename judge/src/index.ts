export * from './contract';
export { createJudge, maxLimits, maxSourceBytes, type ForgeJudge, type JudgeHealth, type JudgeOptions } from './judge';
export { sameOutput } from './compare';
