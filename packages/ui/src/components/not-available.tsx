// 'N/A' for a figure we cannot compute completely (issue #15 point 8): never a partial number
// that looks like a fact. The reason is the abbreviation's title, so a pointer shows it and a
// screen reader reads it with the figure.
export function NotAvailable({ why }: { why: string }) {
  return (
    <abbr title={why} className="cursor-help">
      N/A
    </abbr>
  );
}
