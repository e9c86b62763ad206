import type { Metadata } from 'next';
import { listPageNumber } from '@/lib/domain/list-pages';
import { parseQuizList, QuizListView, quizListMetadata } from '../../../quiz-list-view';

// /quiz?category=…&page=…, cached per category and page (next.config.mjs rewrites it here; category '-' or page 0:
// the 404 an invalid query always got).
export const revalidate = 60; // policy: quizList
export const generateStaticParams = async (): Promise<{ category: string; page: string }[]> => [];

type Props = { params: Promise<{ category: string; page: string }> };

async function inputOf(props: Props) {
  const { category, page } = await props.params;
  const n = listPageNumber(page);
  return n === null ? null : parseQuizList({ category, page: String(n) });
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return quizListMetadata(await inputOf(props));
}

export default async function QuizCategoryPage(props: Props) {
  return <QuizListView input={await inputOf(props)} />;
}
