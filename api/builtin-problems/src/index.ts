/**
 * The problem set shipped with the platform, read from its folders as their files say (not
 * validated: the API checks each problem with the create form's rules), with the harness pieces
 * their programs name put in. The API loads it into an empty log, the judge's bench runs it, and
 * write-limit-cases.mjs writes its cases at the limits with it.
 */
export * from './harness';
export * from './problemFolder';
