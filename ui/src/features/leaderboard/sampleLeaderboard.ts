/** Hard-coded sample leaderboard (spec §2 /leaderboard): the screen makes no server calls. */

export type Badge = 'diamond' | 'platinum' | 'gold' | 'silver' | 'bronze';

export interface LeaderboardEntry {
  readonly _id: string;
  readonly rank: number;
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly avatar: string;
  readonly rating: number;
  readonly problemsSolved: number;
  readonly contestWins: number;
  /** Days. */
  readonly streak: number;
  readonly country: string;
  readonly institution: string;
  readonly badge: Badge;
}

const people: readonly [string, string, string, string][] = [
  ['Mei', 'Tanaka', 'Japan', 'University of Tokyo'],
  ['Arjun', 'Mehta', 'India', 'IIT Bombay'],
  ['Sofia', 'Rossi', 'Italy', 'Politecnico di Milano'],
  ['Lukas', 'Schneider', 'Germany', 'TU Munich'],
  ['Amara', 'Okafor', 'Nigeria', 'University of Lagos'],
  ['Mateo', 'García', 'Spain', 'Universidad de Granada'],
  ['Hana', 'Kim', 'South Korea', 'KAIST'],
  ['Noah', 'Williams', 'United States', 'MIT'],
  ['Olga', 'Petrova', 'Poland', 'University of Warsaw'],
  ['Chen', 'Wei', 'China', 'Tsinghua University'],
  ['Lucas', 'Silva', 'Brazil', 'Universidade de São Paulo'],
  ['Emma', 'Dubois', 'France', 'École Polytechnique'],
  ['Ahmed', 'Hassan', 'Egypt', 'Cairo University'],
  ['Ingrid', 'Larsen', 'Norway', 'NTNU'],
  ['Ravi', 'Kumar', 'India', 'IIIT Hyderabad'],
  ['Chloe', 'Martin', 'Canada', 'University of Waterloo'],
  ['Tomás', 'Novák', 'Czechia', 'Charles University'],
  ['Aisha', 'Bello', 'Ghana', 'University of Ghana'],
  ['Jakub', 'Kowalski', 'Poland', 'Jagiellonian University'],
  ['Yuki', 'Sato', 'Japan', 'Kyoto University'],
  ['Daniel', 'Cohen', 'Israel', 'Technion'],
  ['Nina', 'Ivanova', 'Bulgaria', 'Sofia University'],
  ['Omar', 'Farouk', 'Morocco', 'Mohammed V University'],
  ['Grace', 'Lee', 'Singapore', 'NUS'],
  ['Felix', 'Bauer', 'Austria', 'TU Wien'],
  ['Isabel', 'Costa', 'Portugal', 'University of Porto'],
  ['Kwame', 'Mensah', 'Ghana', 'KNUST'],
  ['Lina', 'Haddad', 'Lebanon', 'American University of Beirut'],
  ['Victor', 'Andersen', 'Denmark', 'DTU'],
  ['Priya', 'Nair', 'India', 'BITS Pilani'],
];

export function badgeForRating(rating: number): Badge {
  if (rating >= 2600) return 'diamond';
  if (rating >= 2200) return 'platinum';
  if (rating >= 1800) return 'gold';
  if (rating >= 1400) return 'silver';
  return 'bronze';
}

/** Ratings fall from 3050 in uneven steps so every colour band appears. */
export const sampleLeaderboard: readonly LeaderboardEntry[] = people.map(([firstName, lastName, country, institution], i) => {
  const rating = 3050 - i * 68 - ((i * 37) % 23);
  return {
    _id: `user-${String(i + 1).padStart(3, '0')}`,
    rank: i + 1,
    username: `${firstName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}_${lastName
      .slice(0, 3)
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}${(i * 7) % 100}`,
    firstName,
    lastName,
    avatar: `${firstName[0]}${lastName[0]}`,
    rating,
    problemsSolved: 1400 - i * 41 + ((i * 13) % 17),
    contestWins: Math.max(0, 48 - i * 2 + ((i * 5) % 7)),
    streak: 365 - ((i * 53) % 340),
    country,
    institution,
    badge: badgeForRating(rating),
  };
});
