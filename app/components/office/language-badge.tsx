/** A lead's language beside its status, outlined so it does not read as one: "Spanish", "Prefers Spanish". */
export function LanguageBadge({ children }: { children: string }) {
  return (
    <span className="inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold text-navy-900 ring-1 ring-navy-300">
      {children}
    </span>
  );
}
