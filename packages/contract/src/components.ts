// Every named shape of the contract by the name the OpenAPI document gives it, so the
// document references each once (#/components/schemas/<name>) instead of repeating it.
import { champion } from "./champions";
import { championship } from "./championships";
import { coachSeason } from "./coach-seasons";
import { coach, coachDetail, coachSummary } from "./coaches";
import { game, gameSeasons, gameSummary } from "./games";
import { dataSource, leagueCoverage, siteFigures } from "./meta";
import { currentTeamRef, personRef, teamOption } from "./people";
import { personAward, personTitle } from "./person-pages";
import { playerSeason } from "./player-seasons";
import { allStarYear, player, playerDetail, playerSummary, playerTeam } from "./players";
import { league } from "./reference";
import { championshipRef, leagueRef, levelRef, personLink, seasonOption, seasonRef, sportRef, teamRef } from "./refs";
import { season, seasonDetail, seasonLeaders, seasonSeries, seasonStanding, seasonStandingGroup } from "./seasons";
import { standing, standingSeasonOption, standingSeasons } from "./standings";
import { team, teamBestRecord, teamDetail, teamFirstsAndBests, teamSeason, teamTitle, teamTitleDrought } from "./teams";

export const components = {
  Sport: sportRef,
  Level: levelRef,
  League: leagueRef,
  LeagueDetail: league,
  TeamRef: teamRef,
  SeasonOption: seasonOption,
  SeasonRef: seasonRef,
  ChampionshipRef: championshipRef,
  PersonLink: personLink,
  Person: personRef,
  CurrentTeam: currentTeamRef,
  TeamOption: teamOption,
  Championship: championship,
  Champion: champion,
  Season: season,
  SeasonDetail: seasonDetail,
  SeasonStanding: seasonStanding,
  SeasonStandingGroup: seasonStandingGroup,
  SeasonSeries: seasonSeries,
  SeasonLeaders: seasonLeaders,
  Team: team,
  TeamDetail: teamDetail,
  TeamTitle: teamTitle,
  TeamBestRecord: teamBestRecord,
  TeamTitleDrought: teamTitleDrought,
  TeamFirstsAndBests: teamFirstsAndBests,
  TeamSeason: teamSeason,
  Game: game,
  GameSummary: gameSummary,
  GameSeasons: gameSeasons,
  Standing: standing,
  StandingSeasonOption: standingSeasonOption,
  StandingSeasons: standingSeasons,
  Player: player,
  PlayerSummary: playerSummary,
  PlayerDetail: playerDetail,
  PlayerSeason: playerSeason,
  PlayerTeam: playerTeam,
  AllStarYear: allStarYear,
  PersonTitle: personTitle,
  PersonAward: personAward,
  Coach: coach,
  CoachSummary: coachSummary,
  CoachDetail: coachDetail,
  CoachSeason: coachSeason,
  DataSource: dataSource,
  LeagueCoverage: leagueCoverage,
  SiteFigures: siteFigures,
} as const;
