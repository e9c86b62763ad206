import { csvField, toCsv } from '@/lib/domain/csv';
import { ANSWER_GRACE_MS, countedTimeMs, formatQuizDuration, isLateAnswer, scorePercent } from '@/lib/domain/quiz';

describe('the per-question clock', () => {
  it('accepts an answer up to the limit plus the grace, and not a millisecond later', () => {
    expect(isLateAnswer(20_000, 20)).toBe(false);
    expect(isLateAnswer(20_000 + ANSWER_GRACE_MS, 20)).toBe(false);
    expect(isLateAnswer(20_000 + ANSWER_GRACE_MS + 1, 20)).toBe(true);
  });

  it('counts a question’s time towards the play at most at its limit', () => {
    expect(countedTimeMs(4_200, 20)).toBe(4_200);
    expect(countedTimeMs(21_500, 20)).toBe(20_000);
    expect(countedTimeMs(-5, 20)).toBe(0);
  });

  it('rounds scores to whole percentages and says how long a quiz takes', () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(0, 0)).toBe(0);
    expect(formatQuizDuration(45)).toBe('45 s');
    expect(formatQuizDuration(180)).toBe('3 min');
    expect(formatQuizDuration(250)).toBe('4 min 10 s');
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and writes formulas as text', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+977 98')).toBe("'+977 98");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(toCsv([['a', 1], ['b,c', null]])).toBe('a,1\r\n"b,c",');
  });
});
