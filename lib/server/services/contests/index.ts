// Contests (issue 13): the public reads, entering, voting, suspicious-voting review, and a person's own contests.
export * from './read';
export * from './entering';
export * from './voting';
export * from './flags';
export * from './manage';
export * from './winners';
export type * from './types';
