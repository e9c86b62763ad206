/** "Verified" / "Not verified" next to an email or phone number. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-leaf-500/15 px-2 py-0.5 text-xs font-semibold text-leaf-700">
      <span aria-hidden="true">✓</span> Verified
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-saffron-400/25 px-2 py-0.5 text-xs font-semibold text-cocoa-900">
      Not verified
    </span>
  );
}
