import { OgCard } from '@/components/seo/og-card';
import { QuizDrawing } from '@/components/seo/og-drawings';
import { formatQuizDuration } from '@/lib/domain/quiz';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { ogImage } from '@/lib/server/og/card-image';
import { getQuizDetail } from '@/lib/server/services/quizzes';
import { quizSlugSchema } from '@/lib/validation/quiz';

// A quiz's social card: its category, title, how many questions and how long it takes, and who made it.

export const alt = 'A quiz on Upahar Ghar: Nepali festivals, cakes, the valley and flowers';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 3600; // policy: shareCard

type Props = { params: Promise<{ slug: string }> };

export default async function QuizOpenGraphImage({ params }: Props) {
  const { slug } = await params;
  const quiz = quizSlugSchema.safeParse(slug).success ? await getQuizDetail(slug) : null;
  if (!quiz) return ogImage(<OgCard eyebrow="Upahar Ghar quizzes" title="Play a quick, timed quiz" art={<QuizDrawing />} />);
  return ogImage(
    <OgCard
      eyebrow={`${quiz.category.name} quiz`}
      title={quiz.title}
      subtitle={`By ${quiz.author.name}`}
      highlight={`${quiz.questionCount} question${quiz.questionCount === 1 ? '' : 's'} · ${formatQuizDuration(quiz.totalSeconds)}`}
      art={<QuizDrawing />}
    />,
  );
}
