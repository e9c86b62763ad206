import { firstProblemSummary, problemInQuestion, problemsByQuestion } from '@/lib/domain/quiz-editor-errors';

// The quiz editor's messages name the question and the answer (issue 29: "Write the answer" did not say which).

describe('the quiz editor’s messages', () => {
  it('names the question and the answer in the form’s summary', () => {
    expect(firstProblemSummary({ 'questions.2.answers.1.text': 'Write the answer' })).toBe('Question 3, answer 2: Write the answer');
    expect(firstProblemSummary({ 'questions.0.prompt': 'Write the question' })).toBe('Question 1: Write the question');
    expect(firstProblemSummary({ 'questions.4.answers': 'Mark exactly one answer as the right one' })).toBe('Question 5: Mark exactly one answer as the right one');
    expect(firstProblemSummary({ title: 'Give the quiz a title' })).toBe('Give the quiz a title');
    expect(firstProblemSummary({})).toBeNull();
  });

  it('keeps each question’s first problem with the part it is about', () => {
    const { byQuestion, other } = problemsByQuestion({
      title: 'Give the quiz a title',
      'questions.1.answers.3.text': 'Write the answer',
      'questions.1.prompt': 'Write the question',
      'questions.2.answers': 'Two answers say the same thing',
      'questions.5': 'Add the answers',
    });
    expect(other).toEqual({ title: 'Give the quiz a title' });
    expect(byQuestion.get(1)).toEqual({ part: 'answer', answer: 3, message: 'Write the answer' });
    expect(byQuestion.get(2)).toEqual({ part: 'answers', message: 'Two answers say the same thing' });
    expect(byQuestion.get(5)).toEqual({ part: 'question', message: 'Add the answers' });
    expect(problemInQuestion(byQuestion.get(1)!)).toBe('Answer 4: Write the answer');
    expect(problemInQuestion(byQuestion.get(2)!)).toBe('Two answers say the same thing');
  });
});
