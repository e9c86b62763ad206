import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { PaginationLinks } from '@/components/catalogue/pagination-links';
import { QuizCard } from '@/components/quiz/quiz-card';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { QUIZ_CATEGORIES, quizCategoryName } from '@/lib/domain/quiz';
import { isPastLastPage } from '@/lib/domain/pagination';
import { pageMetadata } from '@/lib/seo/metadata';
import { listQuizzes, quizzesByCategory } from '@/lib/server/services/quizzes';
import { quizListQuerySchema } from '@/lib/validation/quiz';

// /quiz: every category's most played quizzes, with plays and the average score; /quiz?category=…&page=… lists one
// category in pages. Complete HTML for crawlers; the counts come from counters kept when plays are submitted. Cached
// for everyone for a minute, like a quiz's own page: the query is rewritten to ./c/[category]/[page]
// (next.config.mjs), so no list of quizzes is rendered per request.

export type QuizListInput = { category?: string | undefined; page: number };

const TITLE = 'Quizzes: Nepali festivals, cakes, the valley and flowers';
const DESCRIPTION = 'Play quick, timed quizzes on Dashain and Tihar, cakes and baking, the Kathmandu valley and flowers, see the right answers and climb the leaderboard.';

/** The list a category and page segment ask for, or null (then: the 404, as an invalid query always was). */
export function parseQuizList(raw: { category?: string; page?: string }): QuizListInput | null {
  const parsed = quizListQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const listHref = (category: string) => (page: number) => (page > 1 ? `/quiz?category=${category}&page=${page}` : `/quiz?category=${category}`);

export function quizListMetadata(input: QuizListInput | null): Metadata {
  if (!input) return {};
  if (!input.category) return pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/quiz' });
  const name = quizCategoryName(input.category);
  return pageMetadata({ title: `${name} quizzes${input.page > 1 ? ` – page ${input.page}` : ''}`, description: DESCRIPTION, path: listHref(input.category)(input.page) });
}

export function QuizListView({ input }: { input: QuizListInput | null }) {
  if (!input) notFound();
  const crumbs = [
    { name: 'Home', url: '/' },
    { name: 'Quizzes', url: '/quiz' },
    ...(input.category ? [{ name: quizCategoryName(input.category), url: listHref(input.category)(1) }] : []),
  ];
  return (
    <Container className="py-6">
      <Breadcrumbs items={crumbs} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-cocoa-900 sm:text-4xl">{input.category ? `${quizCategoryName(input.category)} quizzes` : 'Quizzes'}</h1>
          <p className="mt-2 max-w-2xl text-gray-700">Timed questions, scored by us, with the right answers at the end. Log in to put your best score on the leaderboard.</p>
        </div>
        <ButtonLink href="/profile/quizzes/addnew" variant="secondary">
          Make your own quiz
        </ButtonLink>
      </div>
      <nav aria-label="Quiz categories" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {QUIZ_CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link
                href={listHref(c.slug)(1)}
                aria-current={input.category === c.slug ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium ${input.category === c.slug ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-cocoa-200 text-cocoa-900 hover:bg-cocoa-50'}`}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {input.category ? <CategoryList category={input.category} page={input.page} /> : <Sections />}
    </Container>
  );
}

async function Sections() {
  const sections = await quizzesByCategory();
  if (sections.length === 0) return <p className="mt-8 text-gray-700">No quizzes yet. Be the first to make one!</p>;
  return (
    <div className="mt-8 flex flex-col gap-10">
      {sections.map((section, si) => (
        <section key={section.slug} aria-labelledby={`quiz-cat-${section.slug}`} id={section.slug}>
          <div className="mb-4 flex items-baseline justify-between gap-3">
            <h2 id={`quiz-cat-${section.slug}`} className="font-display text-2xl font-bold text-cocoa-900">
              {section.name}
            </h2>
            {section.hasMore ? (
              <Link href={listHref(section.slug)(1)} className="text-sm font-semibold text-brand-700 hover:underline">
                All {section.name.toLowerCase()} quizzes
              </Link>
            ) : null}
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {section.items.map((quiz, i) => (
              <li key={quiz.id}>
                <QuizCard quiz={quiz} priority={si === 0 && i === 0} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

async function CategoryList({ category, page }: { category: string; page: number }) {
  const list = await listQuizzes({ category, page });
  if (isPastLastPage(list.pagination) || (list.items.length === 0 && page > 1)) notFound();
  return (
    <div className="mt-8">
      {list.items.length === 0 ? (
        <p className="text-gray-700">No quizzes in this category yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((quiz, i) => (
            <li key={quiz.id}>
              <QuizCard quiz={quiz} headingLevel="h2" priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <PaginationLinks pagination={list.pagination} hrefFor={listHref(category)} />
    </div>
  );
}
