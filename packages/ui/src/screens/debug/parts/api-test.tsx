import { useTeams } from "@tl/data/teams";
import { buildUrl, formatCount } from "@tl/data/shared";
import { LoaderCircle } from "lucide-react";
import { useSite } from "../../../site/site-context";
import { InfoList, InfoSection } from "./info-list";

/** spec §2 Debug: team count, active API filters and the first 3 teams, or the error text. */
export function ApiTest() {
  const { apiFilters } = useSite();
  const teams = useTeams({ site: apiFilters });
  const filters = Object.entries(apiFilters).map(([key, value]) => `${key}=${value}`);

  return (
    <InfoSection title="API test">
      <InfoList
        items={[
          ["Request", <code key="request">{buildUrl("/api/teams/teams/", { ...apiFilters })}</code>],
          ["Active API filters", filters.length > 0 ? filters.join(", ") : "None (all sports and levels)"],
        ]}
      />
      <div className="mt-4 rounded-xl bg-canvas p-4 text-sm" aria-live="polite">
        {teams.isPending && (
          <p className="flex items-center gap-2 text-muted">
            <LoaderCircle aria-hidden className="size-4 animate-spin" /> Calling the API…
          </p>
        )}
        {teams.isError && (
          <p role="alert" className="font-medium text-danger">
            {teams.error.message || "An error occurred"}
          </p>
        )}
        {teams.isSuccess && (
          <>
            <p className="font-semibold text-success">
              {formatCount(teams.data.count)} {teams.data.count === 1 ? "team" : "teams"}
            </p>
            {teams.data.results.length > 0 && (
              <ul className="mt-2 list-disc pl-5">
                {teams.data.results.slice(0, 3).map((team) => (
                  <li key={team.id}>
                    {team.name} <span className="text-muted">({team.sport_name ?? "sport unknown"})</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </InfoSection>
  );
}
