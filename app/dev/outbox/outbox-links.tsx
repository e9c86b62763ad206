/** The links a message carries, as plain clickable addresses (confirmation and reset links to follow by hand). */
export function OutboxLinks({ links, className, label }: { links: readonly string[]; className: string; label?: string }) {
  return (
    <ul className={`space-y-1 text-sm ${className}`} aria-label={label}>
      {links.map((href) => (
        <li key={href} className="break-all">
          <a href={href} className="text-brand-700 underline">
            {href}
          </a>
        </li>
      ))}
    </ul>
  );
}
