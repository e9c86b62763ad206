// What contests say to people (entering, voting), shared by the server's refusals and the browser's buttons. Kept
// apart from lib/domain/contests.ts, whose date rules bring date-fns to any page that imports it.

export const CONTEST_MESSAGES = {
  phoneNotVerified: 'Verify your mobile number first: only verified customers can enter and vote.',
  notVoting: 'Voting is not open for this contest right now.',
  notEntering: 'Entries are not open for this contest right now.',
  entryLimit: (n: number) => (n === 1 ? 'You have already entered this contest.' : `You can enter this contest at most ${n} times.`),
  photoRequired: 'Add a photo of your entry.',
  slugTaken: 'That address is taken. Try another.',
  votedToday: 'Your vote is counted. You can vote for this entry again tomorrow.',
  votedOnce: 'Your vote is counted.',
  alreadyToday: 'You already voted for this entry today. You can vote for it again tomorrow.',
  alreadyOnce: 'You already voted for this entry.',
  ownEntry: 'You cannot vote for your own entry. Share it and ask your friends to vote for it!',
  ownEntryNote: 'Your entry',
  ownEntryReason: 'you cannot vote for it',
} as const;
