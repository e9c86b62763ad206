import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuizEditor } from '@/components/quiz/quiz-editor';

jest.mock('next/navigation', () => jest.requireActual('../layout/navigation-mock').nextNavigationMock());

// A refused save in the quiz editor (issue 29): the message says which question and which answer, and that answer's
// field is the one marked and focused, so a maker on a phone is taken to it instead of reading "Write the answer".

beforeAll(() => {
  // jsdom has no layout; the reveal helper scrolls the window.
  window.scrollTo = () => {};
});
afterEach(cleanup);

it('names the question and answer to fix, and focuses that answer', async () => {
  const user = userEvent.setup();
  render(<QuizEditor quiz={null} />);
  await user.type(screen.getByLabelText(/^Title/), 'Momo and more: a Kathmandu food quiz');
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
