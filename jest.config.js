/** One jest run across every workspace; sources are transformed by swc, types are checked by `tsc -b`. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/events/src', '<rootDir>/projections/src', '<rootDir>/judge/src', '<rootDir>/api/src', '<rootDir>/ui/src'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }] },
  moduleNameMapper: { '^@forge/(events|projections|judge)$': '<rootDir>/$1/src' },
  testTimeout: 30000,
  // A guard: a handle some test leaves open must not keep CI waiting after every test has run.
  forceExit: true,
};
