import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqList } from '@/components/pages/faq-list';
import type { FaqGroup } from '@/lib/domain/pages-types';
import { parseRichText } from '@/lib/domain/rich-text';

// The FAQ page's search box: any word finds a question, and the matches are listed best first with their topic.

const item = (id: number, question: string, answer: string) => ({ id, question, answer, sections: parseRichText(answer) });
const GROUPS: FaqGroup[] = [
  { slug: 'delivery', title: 'Delivery', items: [item(1, 'What if the receiver is not at home?', 'We come back once later. It cannot be refunded.')] },
  {
    slug: 'refunds',
    title: 'Cancellations, refunds and problems',
    items: [
      item(2, 'Can I cancel my order?', 'Yes, for a full refund, until 24 hours before.'),
      item(3, 'How long does a refund take?', 'Refunds reach your wallet within 7 working days.'),
    ],
  },
  { slug: 'cakes', title: 'Cakes', items: [item(4, 'Do you make eggless cakes?', 'Yes, on separate trays.')] },
];

it('finds the refund questions for "refund money back", best first, each with its topic', async () => {
  render(<FaqList groups={GROUPS} />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search the answers' }), 'refund money back');
  const results = within(screen.getByRole('list', { name: 'Answers, best match first' })).getAllByRole('listitem');
  expect(results.map((r) => r.querySelector('summary')?.textContent)).toEqual([
    'Cancellations, refunds and problemsHow long does a refund take?+',
    'Cancellations, refunds and problemsCan I cancel my order?+',
    'DeliveryWhat if the receiver is not at home?+',
  ]);
  expect(screen.getByText('3 answers match your search.')).toBeInTheDocument();
  expect(screen.queryByText('Do you make eggless cakes?')).not.toBeInTheDocument();
});
