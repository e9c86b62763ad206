import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { firstProblem, reveal, useRevealOn, useRevealProblems } from '@/components/ui/reveal';

// "Bring into view and focus" (issue 29): what a phone's shopper must see next is scrolled clear of the sticky header
// and the tab bar and focused. jsdom has no layout, so the boxes are given here: a 780 px screen, a header stuck at
// the top down to 106 px, a tab bar from 724 px.

const SCREEN = 780;
type Box = { top: number; height: number };
const boxes = new Map<Element, Box>();
const place = (element: Element, box: Box) => boxes.set(element, box);
const scrolls: number[] = [];

beforeAll(() => {
  Object.defineProperty(window, 'innerHeight', { value: SCREEN, configurable: true });
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    const box = boxes.get(this) ?? { top: 0, height: 0 };
    return { top: box.top, bottom: box.top + box.height, height: box.height, left: 0, right: 360, width: box.height ? 360 : 0, x: 0, y: box.top, toJSON: () => ({}) } as DOMRect;
  };
  Element.prototype.scrollIntoView = () => {};
  window.scrollBy = ((options: ScrollToOptions) => {
    scrolls.push(options.top ?? 0);
  }) as typeof window.scrollBy;
});
afterEach(() => {
  cleanup();
  boxes.clear();
  scrolls.length = 0;
  document.body.innerHTML = '';
});

/** The shop's frame: the sticky header and the phone's tab bar. */
function frame() {
  const header = document.createElement('header');
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', 'Bottom navigation');
  document.body.append(header, nav);
  place(header, { top: 0, height: 106 });
  place(nav, { top: 724, height: 56 });
}

describe('reveal', () => {
  it('scrolls a field hidden under the header to just below it, with its label, and focuses it', () => {
    frame();
    document.body.insertAdjacentHTML('beforeend', '<label for="phone">Mobile number</label><input id="phone" aria-invalid="true">');
    const input = document.getElementById('phone') as HTMLInputElement;
    place(document.querySelector('label')!, { top: 40, height: 20 });
    place(input, { top: 66, height: 44 });
    reveal(input);
    expect(input).toHaveFocus();
    // The label's top lands 12 px below the header's foot (106 + 12).
    expect(scrolls).toEqual([40 - 118]);
  });

  it('leaves alone what is already whole on screen, and centres a confirmation below the screen above the tab bar', () => {
    frame();
    document.body.insertAdjacentHTML('beforeend', '<p id="ok">Sent</p><p id="later">Thank you</p>');
    const ok = document.getElementById('ok')!;
    place(ok, { top: 300, height: 40 });
    reveal(ok);
    expect(scrolls).toEqual([]);
    expect(ok).toHaveFocus();
    expect(ok).toHaveAttribute('tabindex', '-1');

    const later = document.getElementById('later')!;
    place(later, { top: 900, height: 60 });
    reveal(later, { align: 'center' });
    // The clear band is 118…712 (594 px): the note's 60 px sit in its middle.
    expect(scrolls).toEqual([900 - 118 - (594 - 60) / 2]);
  });

  it('keeps a button and what goes with it in view when both fit, and the button alone when they do not', () => {
    frame();
    document.body.insertAdjacentHTML('beforeend', '<label id="chosen">Home · Asha</label><button id="go">Deliver here</button>');
    const button = document.getElementById('go')!;
    place(document.getElementById('chosen')!, { top: 1000, height: 80 });
    place(button, { top: 1100, height: 44 });
    reveal(button, { with: [document.getElementById('chosen')] });
    expect(scrolls).toEqual([1000 - 118]);
    expect(button).toHaveFocus();

    scrolls.length = 0;
    place(document.getElementById('chosen')!, { top: 200, height: 900 });
    reveal(button, { with: [document.getElementById('chosen')] });
    expect(scrolls).toEqual([1100 - 118]);
  });
});

describe('firstProblem', () => {
  it('finds the first invalid field, or the first choice of a group whose message says what to choose', () => {
    document.body.innerHTML = `
      <form id="f">
        <fieldset><legend>Your rating</legend><input type="radio" name="r" id="star1"><p role="alert">Choose a rating</p></fieldset>
        <textarea id="body" aria-invalid="true"></textarea>
        <p role="alert">We could not add your review.</p>
      </form>`;
    const problem = firstProblem(document.getElementById('f')!);
    expect(problem?.element.tagName).toBe('FIELDSET');
    expect(problem?.focus).toBe(document.getElementById('star1'));

    document.querySelector('fieldset')!.remove();
    expect(firstProblem(document.getElementById('f')!)?.focus).toBe(document.getElementById('body'));
    document.getElementById('body')!.remove();
    expect(firstProblem(document.getElementById('f')!)?.focus).toHaveTextContent('We could not add your review.');
  });
});

function Form() {
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      ref={attach}
      onSubmit={(e) => {
        e.preventDefault();
        setError('Enter a Nepali mobile number (98XXXXXXXX).');
        showProblems();
      }}
    >
      <label htmlFor="n">Receiver’s name</label>
      <input id="n" />
      <label htmlFor="m">Mobile number</label>
      <input id="m" aria-invalid={error ? true : undefined} />
      {error ? <p>{error}</p> : null}
      <button type="submit">Save address</button>
    </form>
  );
}

function Confirmation() {
  const [count, setCount] = useState(0);
  const note = useRevealOn<HTMLParagraphElement>(count || null);
  return (
    <div>
      <p ref={note}>{count ? `Sent ${count}` : 'Not sent'}</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Send
      </button>
    </div>
  );
}

describe('the hooks', () => {
  it('useRevealProblems focuses the first invalid field once its message is on the page', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });

  it('useRevealOn moves nothing when the page renders, then focuses its element on every change', async () => {
    const focused = document.activeElement;
    render(<Confirmation />);
    expect(document.activeElement).toBe(focused);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Sent 1')).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Send' }).focus());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Sent 2')).toHaveFocus();
  });
});
