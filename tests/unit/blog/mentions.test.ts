import { MAX_MENTIONS_PER_COMMENT, parseMentions, splitMentions } from '@/lib/domain/mentions';

describe('parseMentions', () => {
  it('finds each @username once, lower-cased, without the sentence’s full stop', () => {
    expect(parseMentions('Thanks @Gita.Bhattarai. And @anil_maharjan, @gita.bhattarai again!')).toEqual(['gita.bhattarai', 'anil_maharjan']);
  });

  it('ignores email addresses, lone @ signs and names too short or too long for a username', () => {
    expect(parseMentions('mail me at sita@example.com or @ me, @ab is short')).toEqual([]);
    expect(parseMentions(`@${'a'.repeat(31)}`)).toEqual([]);
    expect(parseMentions('(@pema_sherpa)')).toEqual(['pema_sherpa']);
    expect(parseMentions('@@pema_sherpa')).toEqual([]);
  });

  it('has a cap the services apply', () => {
    expect(MAX_MENTIONS_PER_COMMENT).toBeGreaterThan(0);
  });
});

describe('splitMentions', () => {
  it('marks only the mentions the database knows, keeping every other character as text', () => {
    const text = 'Hi @Sita.Demo and @nobody_here, see you.';
    const parts = splitMentions(text, new Set(['sita.demo']));
    expect(parts).toEqual([
      { type: 'text', text: 'Hi ' },
      { type: 'mention', username: 'sita.demo', text: '@Sita.Demo' },
      { type: 'text', text: ' and @nobody_here, see you.' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('answers the whole text when nothing is known', () => {
    expect(splitMentions('@a_b_c hello', new Set())).toEqual([{ type: 'text', text: '@a_b_c hello' }]);
  });
});
