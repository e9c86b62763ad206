import { render, screen } from '@testing-library/react';
import { MentionText } from '@/components/blog/mention-text';

describe('MentionText', () => {
  it('shows a comment as plain text, markup included, with the real mentions highlighted', () => {
    const { container } = render(
      <MentionText body={'<img src=x onerror=alert(1)> thanks @Sita.Demo and @nobody_here'} mentions={[{ id: 7, username: 'sita.demo', name: 'Sita Sharma', avatar: null }]} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('@Sita.Demo')).toHaveAttribute('data-mention', 'sita.demo');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> thanks @Sita.Demo and @nobody_here');
    expect(container.querySelectorAll('[data-mention]')).toHaveLength(1);
  });
});
