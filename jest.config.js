/** One jest run across every workspace; sources are transformed by swc, types are checked by `tsc -b`. */
const swc = [
  '@swc/jest',
  { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/contracts/src',
    '<rootDir>/observability/src',
    '<rootDir>/api/builtin-problems/src',
    '<rootDir>/redis-kit/src',
    '<rootDir>/events/src',
    '<rootDir>/testing/src',
    '<rootDir>/domain/src',
    '<rootDir>/projections/src',
    '<rootDir>/judge/src',
    '<rootDir>/media/src',
    '<rootDir>/api/src',
    '<rootDir>/scale/src',
    '<rootDir>/ui/src',
  ],
  transform: {
    '^.+\\.tsx?$': swc,
    // jose and @xstate/store ship only ES modules, which jest's CommonJS runtime cannot load: swc turns them into CommonJS.
    '/node_modules/(jose|@xstate/store)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|@xstate/store)/)'],
  moduleNameMapper: {
    '^@forge/domain/testing$': '<rootDir>/domain/src/testing',
    '^@forge/(contracts|observability|redis-kit|events|testing|domain|projections|judge|media)$': '<rootDir>/$1/src',
    '^@forge/builtin-problems$': '<rootDir>/api/builtin-problems/src',
  },
  testTimeout: 30000,
};
