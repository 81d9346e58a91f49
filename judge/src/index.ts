export * from './contract';
export { createJudge, type ForgeJudge, type JudgeHealth, type JudgeOptions } from './judge';
export { sameOutput } from './compare';
