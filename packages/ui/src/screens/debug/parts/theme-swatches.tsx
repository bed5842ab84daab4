import { useSite } from "../../../site/site-context";
import { InfoSection } from "./info-list";

const SCALES = ["primary", "secondary", "accent"] as const;

export function ThemeSwatches() {
  const { site } = useSite();
  return (
    <InfoSection title="Theme colours">
      <ul className="flex flex-col gap-3 text-sm">
        {SCALES.map((scale) => (
          <li key={scale} className="flex items-center gap-3">
            <span aria-hidden className="size-8 rounded-lg border border-line" style={{ backgroundColor: site.theme[scale][600] }} />
            <span className="w-24 font-medium capitalize">{scale}</span>
            <code>{site.theme[scale][600]}</code>
          </li>
        ))}
      </ul>
    </InfoSection>
  );
}
