// Quizzes (issue 13): the public reads, playing and scoring on the server, the owner's quizzes and their stats.
export * from './types';
export { leaderboard } from './cards';
export { getQuizDetail, listQuizzes, liveQuizzesBy, quizzesByCategory, type QuizCategorySection } from './reads';
export { answerQuestion, startPlay } from './play';
export { playScore, submitPlay } from './submit';
export { createQuiz, deleteQuiz, getMyQuiz, listMyQuizzes, updateQuiz } from './owner';
export { quizStats, quizStatsCsv } from './stats';
export { checkSlug } from './slugs';
export { autoApproves, moderateQuiz } from './moderation';
export { quizClock } from './clock';
