// spec §2 Coaches expanded panel: the coach's, his team's and his former teams' pages (issue #16; the card's face
// is its toggle, so they are linked here), Background, Playing Career, Coaching Record, Specialties,
// Awards & Honors and the Coaching Philosophy in quotes. Single missing values show 'N/A'.
// Background and Coaching Record are always shown: every coach has them, and an 'N/A' there is
// information. Playing Career, Specialties, Awards & Honors and the philosophy are left out when
// nothing at all is recorded: the imported datasets carry none of them for most coaches, and a
// block of 'N/A's on nearly every card would say nothing.
import type { Coach } from "@tl/data/coaches";
import { formatDate, formatRecord, orNotAvailable } from "@tl/data/shared";
import type { ReactNode } from "react";
import { Badge } from "../../../components/badge";
import { CoachLink } from "../../../components/entity-link";
import { Detail } from "../../../components/expandable";
import { FranchiseLink } from "../../../components/franchise-link";
import { useSite } from "../../../site/site-context";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h4 className="mb-2 text-sm font-bold text-primary-800">{title}</h4>
      {children}
    </section>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3">{children}</dl>;
}

function Badges({ items, label }: { items: string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item, index) => (
        <li key={`${String(index)}-${item}`}>
          <Badge tone="secondary">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * His page (/coaches/:slug), his team's and his former teams' (/teams/:slug), on their sport's
 * site: a sport site's coaches are of its level, the hub's of their league's.
 */
function Pages({ coach }: { coach: Coach }) {
  const level = useSite().apiFilters.level__slug ?? coach.levelSlug;
  const { team, formerTeams } = coach;
  if (coach.slug === null && team.slug === null && formerTeams.length === 0) return null;
  return (
    <Section title="Pages">
      <Facts>
        {coach.slug !== null && (
          <Detail label="Coach">
            <CoachLink slug={coach.slug} sportSlug={coach.sportSlug} levelSlug={level}>
              {coach.person.fullName}
            </CoachLink>
          </Detail>
        )}
        {team.slug !== null && (
          <Detail label="Team">
            <FranchiseLink slug={team.slug} sportSlug={coach.sportSlug} levelSlug={level}>
              {team.fullName}
            </FranchiseLink>
            {team.season && `, ${team.season}`}
          </Detail>
        )}
        {formerTeams.length > 0 && (
          <Detail label="Former Teams">
            <ul aria-label="Former teams" className="flex flex-wrap gap-x-3 gap-y-1">
              {formerTeams.map((former) => (
                <li key={former.slug}>
                  <FranchiseLink slug={former.slug} sportSlug={coach.sportSlug} levelSlug={level}>
                    {former.name}
                  </FranchiseLink>
                </li>
              ))}
            </ul>
          </Detail>
        )}
      </Facts>
    </Section>
  );
}

export function CoachDetails({ coach }: { coach: Coach }) {
  const { record, playingCareer } = coach;
  return (
    <div className="flex flex-col gap-5 border-t border-line bg-canvas p-5">
      <Pages coach={coach} />
      <Section title="Background">
        <Facts>
          <Detail label="Birthplace">{orNotAvailable(coach.person.birthPlace)}</Detail>
          <Detail label="College">{orNotAvailable(coach.college)}</Detail>
          <Detail label="Years with Team">{orNotAvailable(coach.yearsWithTeam)}</Detail>
          <Detail label="Hired">{formatDate(coach.hireDate)}</Detail>
        </Facts>
      </Section>
      {playingCareer && (
        <Section title="Playing Career">
          <Facts>
            <Detail label="Sport">{orNotAvailable(playingCareer.sport)}</Detail>
            <Detail label="Position">{orNotAvailable(playingCareer.position)}</Detail>
            <Detail label="Years Played">{orNotAvailable(playingCareer.yearsPlayed)}</Detail>
          </Facts>
        </Section>
      )}
      <Section title="Coaching Record">
        <Facts>
          <Detail label="Regular Season">{formatRecord(record.wins, record.losses, record.ties)}</Detail>
          <Detail label="Playoff Apps">{orNotAvailable(record.playoffAppearances)}</Detail>
          <Detail label="Playoff Record">{formatRecord(record.playoffWins, record.playoffLosses)}</Detail>
        </Facts>
      </Section>
      {coach.specialties.length > 0 && (
        <Section title="Specialties">
          <Badges items={coach.specialties} label="All specialties" />
        </Section>
      )}
      {coach.awards.length > 0 && (
        <Section title="Awards & Honors">
          <Badges items={coach.awards} label="Awards and honors" />
        </Section>
      )}
      {coach.philosophy && (
        <Section title="Coaching Philosophy">
          <blockquote className="border-l-4 border-primary-300 pl-3 text-sm text-ink italic">“{coach.philosophy}”</blockquote>
        </Section>
      )}
    </div>
  );
}
