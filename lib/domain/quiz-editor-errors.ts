// The quiz editor's messages say where the problem is. A quiz is one long form of up to 30 questions with up to six
// answers each; "Write the answer" alone left the maker searching (issue 29). The schema's paths name the place
// ('questions.2.answers.1.text'), and these turn them into the words the maker sees ("Question 3, answer 2").

export type QuestionProblem = {
  /** What inside the question is wrong: 'prompt', 'answers' (the set of answers), 'answer' (one of them), or 'question'. */
  part: 'prompt' | 'answers' | 'answer' | 'question';
  /** For part 'answer': its index in the question (0-based). */
  answer?: number;
  message: string;
};

/** The first problem of each question, by the question's index; and the rest of the form's messages by field. */
export function problemsByQuestion(fields: Record<string, string>): { byQuestion: Map<number, QuestionProblem>; other: Record<string, string> } {
  const byQuestion = new Map<number, QuestionProblem>();
  const other: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const m = /^questions\.(\d+)(?:\.(prompt|answers)(?:\.(\d+))?)?/.exec(path);
    if (!m) {
      other[path] = message;
      continue;
    }
    const index = Number(m[1]);
    if (byQuestion.has(index)) continue;
    const part = m[3] !== undefined ? 'answer' : ((m[2] as 'prompt' | 'answers' | undefined) ?? 'question');
    byQuestion.set(index, part === 'answer' ? { part, answer: Number(m[3]), message } : { part, message });
  }
  return { byQuestion, other };
}

/** "Answer 2: Write the answer" inside its question; the message alone for the question's other parts. */
export function problemInQuestion(problem: QuestionProblem): string {
  return problem.part === 'answer' ? `Answer ${(problem.answer ?? 0) + 1}: ${problem.message}` : problem.message;
}

/** The form's summary of its first problem, naming the question and answer: "Question 3, answer 2: Write the answer". */
export function firstProblemSummary(fields: Record<string, string>): string | null {
  const [path, message] = Object.entries(fields)[0] ?? [];
  if (path === undefined || message === undefined) return null;
  const m = /^questions\.(\d+)(?:\.answers\.(\d+))?/.exec(path);
  if (!m) return message;
  return `Question ${Number(m[1]) + 1}${m[2] !== undefined ? `, answer ${Number(m[2]) + 1}` : ''}: ${message}`;
}
