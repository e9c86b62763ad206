/** First focusable element on every page: keyboard users jump past the header. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="skip-link"
    >
      Skip to content
    </a>
  );
}
