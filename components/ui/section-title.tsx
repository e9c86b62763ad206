import Link from 'next/link';

type SectionTitleProps = {
  id: string;
  children: string;
  subtitle?: string;
  /** "View all" target; omitted when the section is the whole list. */
  href?: string;
  linkText?: string;
};

/** The heading row of a home-page section or product strip: title (and subtitle) with an optional "View all" link. */
export function SectionTitle({ id, children, subtitle, href, linkText = 'View all' }: SectionTitleProps) {
  return (
    <div className="sec-head">
      <div>
        <h2 id={id} className="sec-title">
          {children}
        </h2>
        {subtitle ? <p className="mt-1 text-sm text-gray-700">{subtitle}</p> : null}
      </div>
      {href ? (
        <Link href={href} className="sec-link">
          {linkText}
          <span className="sr-only"> {children}</span> ›
        </Link>
      ) : null}
    </div>
  );
}
