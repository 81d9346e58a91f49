/** Hard-coded sample contests (spec §2 /contests): the screen makes no server calls. */

export type ContestStatus = 'upcoming' | 'ongoing' | 'completed';
export type ContestType = 'weekly' | 'special' | 'beginner';
export type ContestDifficulty = 'easy' | 'medium' | 'hard';

export interface Contest {
  readonly _id: string;
  readonly title: string;
  readonly description: string;
  readonly startTime: string;
  readonly endTime: string;
  /** Minutes. */
  readonly duration: number;
  readonly maxParticipants: number;
  readonly currentParticipants: number;
  readonly status: ContestStatus;
  readonly type: ContestType;
  readonly difficulty: ContestDifficulty;
  readonly prizes: readonly string[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Seed {
  title: string;
  description: string;
  offsetDays: number;
  duration: number;
  max: number;
  current: number;
  status: ContestStatus;
  type: ContestType;
  difficulty: ContestDifficulty;
  prizes: string[];
}

const specials: Seed[] = [
  {
    title: 'Summer Code Sprint',
    description: 'A three-hour sprint of mixed problems with prizes for the top ten.',
    offsetDays: 3,
    duration: 180,
    max: 5000,
    current: 3120,
    status: 'upcoming',
    type: 'special',
    difficulty: 'hard',
    prizes: ['$500 cash', 'Forge Pro for a year', 'Exclusive hoodie', 'Certificate'],
  },
  {
    title: 'Graph Theory Gauntlet',
    description: 'Shortest paths, flows and components: graphs only.',
    offsetDays: 0,
    duration: 120,
    max: 2000,
    current: 1764,
    status: 'ongoing',
    type: 'special',
    difficulty: 'hard',
    prizes: ['$250 cash', 'Forge Pro for 6 months'],
  },
  {
    title: 'Dynamic Programming Marathon',
    description: 'Eight DP problems from staircases to edit distance.',
    offsetDays: -9,
    duration: 240,
    max: 3000,
    current: 2890,
    status: 'completed',
    type: 'special',
    difficulty: 'hard',
    prizes: ['$300 cash', 'Forge Pro for 6 months', 'Sticker pack'],
  },
  {
    title: 'Linked List Lightning Round',
    description: 'Ten quick linked list puzzles in sixty minutes.',
    offsetDays: 6,
    duration: 60,
    max: 1500,
    current: 420,
    status: 'upcoming',
    type: 'special',
    difficulty: 'medium',
    prizes: ['Forge Pro for 3 months'],
  },
  {
    title: 'Array Arena',
    description: 'Sliding windows, prefix sums and two pointers.',
    offsetDays: -20,
    duration: 90,
    max: 2500,
    current: 2311,
    status: 'completed',
    type: 'special',
    difficulty: 'medium',
    prizes: ['$100 cash', 'Certificate'],
  },
];

const beginners: Seed[] = [
  {
    title: 'Beginner Cup #12',
    description: 'Friendly problems for your first contest.',
    offsetDays: 1,
    duration: 90,
    max: 3000,
    current: 980,
    status: 'upcoming',
    type: 'beginner',
    difficulty: 'easy',
    prizes: ['Certificate', 'Beginner badge'],
  },
  {
    title: 'Beginner Cup #11',
    description: 'Loops, arrays and strings, nothing scary.',
    offsetDays: 0,
    duration: 90,
    max: 3000,
    current: 2402,
    status: 'ongoing',
    type: 'beginner',
    difficulty: 'easy',
    prizes: ['Certificate'],
  },
  {
    title: 'Beginner Cup #10',
    description: 'Warm-up problems with hints after the contest.',
    offsetDays: -7,
    duration: 90,
    max: 3000,
    current: 2750,
    status: 'completed',
    type: 'beginner',
    difficulty: 'easy',
    prizes: ['Certificate'],
  },
  {
    title: 'Beginner Cup #9',
    description: 'Your first taste of timed problem solving.',
    offsetDays: -14,
    duration: 90,
    max: 3000,
    current: 2600,
    status: 'completed',
    type: 'beginner',
    difficulty: 'easy',
    prizes: ['Certificate'],
  },
];

const weeklyDifficulties: ContestDifficulty[] = ['medium', 'easy', 'hard'];

/** Weekly Contest 401 to 415: one a week, the newest still to come. */
const weeklies: Seed[] = Array.from({ length: 15 }, (_, i) => {
  const number = 415 - i;
  const offsetDays = 7 - i * 7;
  const status: ContestStatus = offsetDays > 0 ? 'upcoming' : offsetDays === 0 ? 'ongoing' : 'completed';
  return {
    title: `Weekly Contest ${number}`,
    description: `Four problems, ninety minutes: the weekly challenge number ${number}.`,
    offsetDays,
    duration: 90,
    max: 10000,
    current: status === 'upcoming' ? 1200 + i * 37 : 7000 + ((i * 611) % 2900),
    status,
    type: 'weekly',
    difficulty: weeklyDifficulties[i % 3]!,
    prizes: ['Top 3 get Forge Pro', 'Rating points', 'Leaderboard spot'],
  };
});

/**
 * The sample contests around `now` (ms), so upcoming ones are still to come and ongoing ones are
 * running. Dates hang off the start of `now`'s hour: they stay put while the page is open, and an
 * ongoing contest (90 minutes or more, begun half an hour before that) runs through the hour.
 */
export function sampleContestsAt(now: number): readonly Contest[] {
  const anchor = Math.floor(now / HOUR) * HOUR;
  return [...specials, ...beginners, ...weeklies].map((seed, i) => contestOf(seed, i, anchor));
}

function contestOf(seed: Seed, i: number, anchor: number): Contest {
  const start = anchor + seed.offsetDays * DAY - (seed.status === 'ongoing' ? HOUR / 2 : 0);
  return {
    _id: `contest-${String(i + 1).padStart(3, '0')}`,
    title: seed.title,
    description: seed.description,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + seed.duration * 60_000).toISOString(),
    duration: seed.duration,
    maxParticipants: seed.max,
    currentParticipants: seed.current,
    status: seed.status,
    type: seed.type,
    difficulty: seed.difficulty,
    prizes: seed.prizes,
  };
}
