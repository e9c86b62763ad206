import { render, screen } from '@testing-library/react';
import { NotFoundContent } from '@/components/layout/not-found-content';

const links = [
  { url: '/category/cakes', image: '/media/error/cakes.svg', title: 'Cakes' },
  { url: '/category/flowers', image: '/media/error/flowers.svg', title: 'Flowers' },
];

test("without a banner it says '404 Oops!' and offers the home page", () => {
  render(<NotFoundContent data={{ banner: null, links }} />);
  expect(screen.getByRole('heading', { level: 1, name: '404 Oops!' })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for doesn’t exist')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Flowers' })).toHaveAttribute('href', '/category/flowers');
});

test("with a banner it shows the server's title and subtitle and the link tiles", () => {
  render(
    <NotFoundContent
      data={{ banner: { backgroundImage: '/media/error/bg.svg', title: 'Lost your way?', subtitle: 'Let us find you a cake.' }, links }}
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Lost your way?' })).toBeInTheDocument();
  expect(screen.getByText('Let us find you a cake.')).toBeInTheDocument();
  expect(screen.queryByText('404 Oops!')).not.toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Cakes' })).toHaveAttribute('href', '/category/cakes');
});
