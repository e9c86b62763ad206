/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
// msw 2 needs the fetch API globals that plain jsdom lacks, and its Node build (see that environment file).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QuizEditor } from '@/components/quiz/quiz-editor';

jest.mock('next/navigation', () => jest.requireActual('../layout/navigation-mock').nextNavigationMock());

// A refused save in the quiz editor (issue 29): the message says which question and which answer, and that answer's
// field is the one marked and focused, so a maker on a phone is taken to it instead of reading "Write the answer".

// The address field checks the title's slug as the maker types (dashboard quizzes/slug-check): answered here, and
// any other request the editor made would fail the test.
const slugChecks: unknown[] = [];
const server = setupServer(
  http.post('*/api/dashboard/v1/quizzes/slug-check', async ({ request }) => {
    const { slug } = (await request.json()) as { slug: string };
    slugChecks.push(slug);
    return HttpResponse.json({ status: 200, message: 'OK', data: { slug, available: true } });
  }),
);

beforeAll(() => {
  // jsdom has no layout; the reveal helper scrolls the window.
  window.scrollTo = () => {};
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(cleanup);
afterAll(() => server.close());

it('names the question and answer to fix, and focuses that answer', async () => {
  const user = userEvent.setup();
  render(<QuizEditor quiz={null} />);
  await user.type(screen.getByLabelText(/^Title/), 'Momo and more: a Kathmandu food quiz');
  // The address made from the title, checked once the typing pauses.
  expect(await screen.findByText('Your quiz will be at /quiz/momo-and-more-a-kathmandu-food-quiz')).toBeInTheDocument();
  expect(slugChecks.at(-1)).toBe('momo-and-more-a-kathmandu-food-quiz');
  await user.type(screen.getByLabelText('Question', { selector: 'textarea' }), 'Which city is famous for juju dhau?');
  await user.type(screen.getByLabelText('Answer 1'), 'Bhaktapur');
  await user.type(screen.getByLabelText('Answer 3'), 'Pokhara');
  await user.click(screen.getByRole('button', { name: 'Publish' }));

  expect(await screen.findByText('Some fields need a look: Question 1, answer 2: Write the answer')).toBeInTheDocument();
  expect(screen.getByText('Answer 2: Write the answer')).toBeInTheDocument();
  const second = screen.getByLabelText('Answer 2');
  expect(second).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Answer 1')).not.toHaveAttribute('aria-invalid');
  expect(second).toHaveFocus();
});
