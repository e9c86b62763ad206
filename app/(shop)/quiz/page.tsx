import type { Metadata } from 'next';
import { QuizListView, quizListMetadata } from './quiz-list-view';

// /quiz, cached (ISR) for a minute; ?category=…&page=… is rewritten to ./c/[category]/[page] (next.config.mjs).
export const revalidate = 60; // policy: quizList

export function generateMetadata(): Metadata {
  return quizListMetadata({ page: 1 });
}

export default function QuizzesPage() {
  return <QuizListView input={{ page: 1 }} />;
}
