import { ArrowLeft } from "lucide-react";
import { Link } from "react-router-dom";

export function BackToTeams() {
  return (
    <Link to="/teams" className="mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> All teams
    </Link>
  );
}
