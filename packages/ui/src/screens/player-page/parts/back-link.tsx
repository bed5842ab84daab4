import { ArrowLeft } from "lucide-react";
import { Link } from "react-router-dom";

/** "All players", "All coaches": back to the person's list (the player and coach pages share it). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> {children}
    </Link>
  );
}
