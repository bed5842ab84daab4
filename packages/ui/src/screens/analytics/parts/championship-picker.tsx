// The hub's charts are about one championship at a time: the visitor picks which, kept in the
// URL (`/analytics?championship=stanley-cup-final`) like other screens' filters. A sport site
// shows its own championship and no picker.
import type { FeaturedChampionship } from "@tl/site-config/types";
import { sites } from "@tl/site-config/sites";
import { FilterBar, SelectField } from "../../../components/filters";
import { useUrlFilters } from "../../../hooks/use-url-filters";
import { useSite } from "../../../site/site-context";

/** The eight championships, in the sites' order (NFL first). */
export const CHAMPIONSHIPS: readonly FeaturedChampionship[] = Object.values(sites).flatMap((site) =>
  site.championship ? [site.championship] : [],
);

const FIRST = CHAMPIONSHIPS[0]?.slug ?? "";

/** The championship the charts are about, and on the hub a way to change it. */
export function useChartedChampionship() {
  const { site } = useSite();
  const [filters, setFilters] = useUrlFilters({ championship: FIRST });
  const known = CHAMPIONSHIPS.find((championship) => championship.slug === filters.championship);
  const picked = site.championship ?? known ?? CHAMPIONSHIPS[0];
  return {
    championship: picked,
    canPick: site.championship === null,
    pick: (slug: string) => {
      setFilters({ championship: slug });
    },
  };
}

export function ChampionshipPicker({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  return (
    <FilterBar label="Chart options">
      <SelectField
        label="Championship"
        value={value}
        options={CHAMPIONSHIPS.map((championship) => ({ value: championship.slug, label: championship.name }))}
        onChange={onChange}
      />
    </FilterBar>
  );
}
