/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { RefCombobox } from '@/components/admin/lookup/ref-combobox';
import { ContentEditor } from '@/components/admin/shop-content/content-editor';
import { KIND_SPECS } from '@/components/admin/shop-content/field-specs';

// The back office's pickers: the owner types part of a name, picks from the list with the keyboard or the mouse, and
// the form keeps the id; a saved id shows as its name; a field that may be empty can be cleared.

// Headless UI measures its list with ResizeObserver, which jsdom does not have; nothing here lays anything out.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

const CAKES = [
  { id: 17, label: 'Black Forest Heart Cake', detail: 'UG-CAK-0017 · cake' },
  { id: 41, label: 'Black Velvet Truffle', detail: 'UG-CAK-0041 · cake · hidden' },
];
const PLACES = [{ id: 3, label: 'New Baneshwor', detail: 'area in Kathmandu' }];

const asked: string[] = [];
const saved: unknown[] = [];
const server = setupServer(
  http.get('/api/dashboard/v1/admin/lookup', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.search);
    const list = url.searchParams.get('kind') === 'place' ? PLACES : CAKES;
    const id = url.searchParams.get('id');
    if (id) return HttpResponse.json({ data: { items: list.filter((item) => item.id === Number(id)) } });
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return HttpResponse.json({ data: { items: list.filter((item) => item.label.toLowerCase().includes(q)) } });
  }),
  http.post('/api/dashboard/v1/admin/shop-content/campaign', async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json({ data: { key: '7', preview: [{ label: 'Products', value: '1' }] } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  asked.length = 0;
  saved.length = 0;
});
afterAll(() => server.close());

function Picker({ initial, nullable, onValue }: { initial: number | null; nullable?: boolean; onValue: (value: number | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="pick">Free product</label>
      <RefCombobox
        id="pick"
        kind="product"
        label="Free product"
        value={value}
        nullable={nullable}
        inputClassName="input"
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </>
  );
}

it('searches from two letters, picks with the arrow keys and Enter, and keeps the id while showing the name', async () => {
  const user = userEvent.setup();
  const onValue = jest.fn();
  render(<Picker initial={null} onValue={onValue} />);
  const field = screen.getByRole('combobox', { name: 'Free product' });

  await user.type(field, 'b');
  expect(screen.getByRole('status')).toHaveTextContent('Type 2 or more letters of its name or SKU.');
  await user.type(field, 'lack');
  expect(await screen.findByRole('option', { name: /Black Forest Heart Cake/ })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: /Black Velvet Truffle.*hidden/ })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('2 found.');
  expect(asked).toEqual(['?kind=product&q=black']); // once typing paused, not once a letter

  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(onValue).toHaveBeenLastCalledWith(41);
  expect(field).toHaveValue('Black Velvet Truffle');
  expect(screen.getByText('UG-CAK-0041 · cake · hidden')).toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  // Not nullable: no clear button.
  expect(screen.queryByRole('button', { name: 'Clear Free product' })).not.toBeInTheDocument();
});

it('shows a saved id as its name, says when nothing matches, and can be emptied when it may be empty', async () => {
  const user = userEvent.setup();
  const onValue = jest.fn();
  render(<Picker initial={17} nullable onValue={onValue} />);
  const field = screen.getByRole('combobox', { name: 'Free product' });
  await waitFor(() => expect(field).toHaveValue('Black Forest Heart Cake'));
  expect(asked).toEqual(['?kind=product&id=17']);
  expect(screen.getByText('UG-CAK-0017 · cake')).toBeInTheDocument();

  // The clear button empties it.
  await user.click(screen.getByRole('button', { name: 'Clear Free product' }));
  expect(onValue).toHaveBeenLastCalledWith(null);
  expect(field).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Clear Free product' })).not.toBeInTheDocument();

  await user.type(field, 'zebra');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No product matches “zebra”.'));
  expect(screen.queryByRole('option')).not.toBeInTheDocument();

  // Chosen again, then its text deleted: what the field shows (nothing) is what the form keeps.
  await user.clear(field);
  await user.type(field, 'forest');
  await user.click(await screen.findByRole('option', { name: /Black Forest Heart Cake/ }));
  expect(onValue).toHaveBeenLastCalledWith(17);
  await user.clear(field);
  expect(onValue).toHaveBeenLastCalledWith(null);
});

it('in the campaign editor, a product chosen by the mouse is saved as its id', async () => {
  const user = userEvent.setup();
  const initial = { ...(KIND_SPECS.campaign!.blank as Record<string, unknown>), startsAt: '2026-01-01T10:00', endsAt: '2026-01-08T10:00', products: [{ productId: '', section: 'product', salePrice: 900, perCustomerLimit: null, totalLimit: null }] };
  render(<ContentEditor spec={KIND_SPECS.campaign!} draftKey="new" initial={initial} hasDraft={false} initialPreview={[]} backHref="/admin/shop-content" />);

  const field = screen.getByRole('combobox', { name: 'Product' });
  await user.type(field, 'forest');
  await user.click(await screen.findByRole('option', { name: /Black Forest Heart Cake/ }));
  expect(field).toHaveValue('Black Forest Heart Cake');

  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect((saved[0] as { products: Array<{ productId: unknown }> }).products[0]!.productId).toBe(17);
});
