import { ArrowLeft } from "lucide-react";
import { Link } from "react-router-dom";

export function BackToSeasons() {
  return (
    <Link to="/seasons" className="mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> All seasons
    </Link>
  );
}
