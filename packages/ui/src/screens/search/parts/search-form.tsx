// The results page's own field: refine the query without going back to the header.
import { Search } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { buttonVariants } from "../../../components/button";
import { searchPagePath } from "../../../layout/search/search-options";

export function SearchForm({ q }: { q: string }) {
  const navigate = useNavigate();
  return (
    <form
      className="mb-8 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const text = new FormData(event.currentTarget).get("q");
        if (typeof text === "string" && text.trim()) void navigate(searchPagePath(text.trim()));
      }}
    >
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold">
        Search the site
        <input
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          className="h-11 rounded-lg border border-line bg-surface px-3 text-base font-normal"
        />
      </label>
      <button type="submit" className={buttonVariants({ variant: "primary" })}>
        <Search aria-hidden className="size-4" />
        Search
      </button>
    </form>
  );
}
