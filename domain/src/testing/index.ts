/** Fixtures for tests of any workspace: `@forge/domain/testing`. */
export * from './sampleProblem';
export * from './problemWithoutCode';
export * from './sampleHistory';
export * from './submissionEvents';
