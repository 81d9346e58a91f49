/** The term's seeded randomness: the test kits' mulberry32, so the same seed gives the same term, event for event. */
export { seededRandom, type SeededRandom } from '@forge/testing';
