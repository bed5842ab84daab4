// spec §2 Debug: what the shell resolved for this host, and whether the API answers.
import { LOCAL_PORT } from "@tl/site-config/brand";
import { sites } from "@tl/site-config/sites";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { useSite } from "../../site/site-context";
import { ApiTest } from "./parts/api-test";
import { InfoList, InfoSection, yesNo } from "./parts/info-list";
import { ThemeSwatches } from "./parts/theme-swatches";

const isLocalHost = (hostname: string) => hostname === "localhost" || hostname.endsWith(".localhost");

/** The local development host of a site, on the port this page was served from when local. */
function localUrl(localHost: string, location: Location) {
  const name = localHost.replace(/:\d+$/, "");
  const port = isLocalHost(location.hostname) && location.port ? location.port : String(LOCAL_PORT);
  return `http://${name}:${port}/`;
}

export function DebugScreen() {
  const context = useSite();
  const { site } = context;
  const location = window.location;
  const linked = [sites.hub, sites.nfl, sites.nba, sites.mlb, sites.nhl];

  return (
    <Page>
      <PageHeader title="Debug">What this site resolved for your host, and a live call to the API.</PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <InfoSection title="Host">
          <InfoList
            items={[
              ["Hostname", location.hostname],
              ["Port", location.port || "(default)"],
              ["Host", location.host],
            ]}
          />
        </InfoSection>
        <InfoSection title="Site">
          <InfoList
            items={[
              ["Site name", site.name],
              ["Sport", context.sportName ?? "All Sports"],
              ["Level", context.levelName ?? "All Levels"],
              ["Main site", yesNo(context.isMainSite)],
              ["Sport-specific", yesNo(context.isSportSpecific)],
              ["Level-specific", yesNo(context.isLevelSpecific)],
            ]}
          />
        </InfoSection>
        <ThemeSwatches />
        <ApiTest />
        <InfoSection title="Sites">
          <ul className="flex flex-col gap-2 text-sm">
            {linked.map((target) => (
              <li key={target.id}>
                <a className="font-medium text-primary-700 hover:underline" href={localUrl(target.hosts.local, location)}>
                  {target.id === "hub" ? `Parent site (${target.name})` : `${target.shortName} site`}
                </a>
                <span className="ml-2 text-muted">{localUrl(target.hosts.local, location)}</span>
              </li>
            ))}
          </ul>
        </InfoSection>
      </div>
    </Page>
  );
}
