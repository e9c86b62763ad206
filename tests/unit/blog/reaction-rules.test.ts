import { afterChoosing, emptyReactionCounts, type ReactionSummary } from '@/lib/domain/engagement';

// One reaction per person (issue 23 §4): what the browser shows the moment a reaction is chosen, before the server's
// answer, is what the server will make of it.

const summary = (counts: Partial<ReactionSummary['counts']>, mine: ReactionSummary['mine']): ReactionSummary => {
  const all = { ...emptyReactionCounts(), ...counts };
  return { counts: all, total: Object.values(all).reduce((a, b) => a + b, 0), mine };
};

describe('choosing a reaction', () => {
  it('adds the first one, counting one more person', () => {
    expect(afterChoosing(summary({ like: 4 }, []), 'love')).toEqual(summary({ like: 4, love: 1 }, ['love']));
  });

  it('replaces another kind: the total stays, one kind down, the chosen one up', () => {
    const next = afterChoosing(summary({ like: 4, love: 2 }, ['like']), 'love');
    expect(next).toEqual(summary({ like: 3, love: 3 }, ['love']));
    expect(next.total).toBe(6);
  });

  it('takes back the same kind chosen again', () => {
    expect(afterChoosing(summary({ like: 4, yum: 1 }, ['yum']), 'yum')).toEqual(summary({ like: 4 }, []));
  });

  it('counts one person however many kinds they go through', () => {
    let s = summary({}, []);
    for (const kind of ['like', 'love', 'yum', 'wow', 'celebrate'] as const) s = afterChoosing(s, kind);
    expect(s).toEqual(summary({ celebrate: 1 }, ['celebrate']));
  });
});
