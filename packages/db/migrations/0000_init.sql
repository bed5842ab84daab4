CREATE TABLE "champions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "champions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"championship_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"team_id" integer,
	"team_city" text,
	"team_name" text,
	"runner_up_team_id" integer,
	"runner_up_city" text,
	"runner_up_name" text,
	"result" text,
	"result_type" text,
	"overtime" text,
	"record" text,
	"mvp_name" text,
	"mvp_person_id" integer,
	"coach_name" text,
	"coach_person_id" integer,
	"venue" text,
	"game_date" date,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "championships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "championships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"official_name" text,
	"description" text,
	"trophy_name" text,
	"first_year" integer NOT NULL,
	"league_id" integer NOT NULL,
	CONSTRAINT "championships_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"league_id" integer NOT NULL,
	"start_year" integer NOT NULL,
	"end_year" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_active" boolean DEFAULT false NOT NULL,
	"teams_count" integer,
	"games_count" integer,
	"regular_season_games" integer,
	"playoffs_format" text,
	"notes" text,
	CONSTRAINT "seasons_years_check" CHECK ("seasons"."end_year" >= "seasons"."start_year")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"league_id" integer NOT NULL,
	"season_id" integer,
	"championship_id" integer,
	"home_team_id" integer,
	"away_team_id" integer,
	"home_score" integer,
	"away_score" integer,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"game_date" date NOT NULL,
	"game_time" text,
	"period" text,
	"time_remaining" text,
	"venue" text,
	"round" text,
	"overtime" text,
	CONSTRAINT "games_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "standings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"team_city" text NOT NULL,
	"team_name" text NOT NULL,
	"team_abbreviation" text,
	"rank" integer,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"ties" integer DEFAULT 0 NOT NULL,
	"overtime_losses" integer,
	"points" integer,
	"win_percentage" numeric(5, 4),
	"games_played" integer,
	"games_behind" numeric(5, 1),
	"streak" text,
	"streak_type" text,
	"division" text,
	"conference" text,
	"playoff_position" text,
	"home_record" text,
	"away_record" text,
	"division_record" text,
	"conference_record" text,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"licence" text NOT NULL,
	"licence_url" text,
	"attribution" text NOT NULL,
	"coverage" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows_loaded" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"imported_at" timestamp with time zone,
	"notes" text,
	CONSTRAINT "data_sources_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"league_id" integer,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coaches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"current_team_id" integer,
	"position" text,
	"years_coaching" integer,
	"years_with_current_team" integer,
	"hire_date" date,
	"previous_teams" jsonb,
	"playing_experience" jsonb,
	"wins" integer,
	"losses" integer,
	"ties" integer,
	"playoff_appearances" integer,
	"playoff_wins" integer,
	"playoff_losses" integer,
	"championships_won" integer DEFAULT 0 NOT NULL,
	"specialties" text,
	"coaching_philosophy" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"contract_end_year" integer
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"full_name" text NOT NULL,
	"birth_date" date,
	"birth_place" text,
	"death_date" date,
	"height" text,
	"weight" integer,
	"college" text,
	CONSTRAINT "people_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"current_team_id" integer,
	"jersey_number" text,
	"position" text,
	"debut_year" integer,
	"final_year" integer,
	"years_pro" integer,
	"draft_year" integer,
	"draft_round" integer,
	"draft_pick" integer,
	"career_stats" jsonb,
	"all_star_selections" integer DEFAULT 0 NOT NULL,
	"championships_won" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"contract_end_year" integer
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leagues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"sport_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"founded_year" integer,
	CONSTRAINT "leagues_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "levels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	CONSTRAINT "sports_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "team_names" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"first_year" integer NOT NULL,
	"last_year" integer,
	"city" text NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	CONSTRAINT "team_names_years_check" CHECK ("team_names"."last_year" is null or "team_names"."last_year" >= "team_names"."first_year")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"league_id" integer NOT NULL,
	"city" text NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"short_name" text,
	"conference" text,
	"division" text,
	"state" text,
	"country" text,
	"stadium" text,
	"founded_year" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "teams_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "champions" ADD CONSTRAINT "champions_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "champions" ADD CONSTRAINT "champions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "champions" ADD CONSTRAINT "champions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "champions" ADD CONSTRAINT "champions_runner_up_team_id_teams_id_fk" FOREIGN KEY ("runner_up_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "champions" ADD CONSTRAINT "champions_mvp_person_id_people_id_fk" FOREIGN KEY ("mvp_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "champions" ADD CONSTRAINT "champions_coach_person_id_people_id_fk" FOREIGN KEY ("coach_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "championships" ADD CONSTRAINT "championships_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_current_team_id_teams_id_fk" FOREIGN KEY ("current_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_current_team_id_teams_id_fk" FOREIGN KEY ("current_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_names" ADD CONSTRAINT "team_names_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "champions_championship_season_idx" ON "champions" USING btree ("championship_id","season_id");--> statement-breakpoint
CREATE INDEX "champions_team_idx" ON "champions" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "champions_season_idx" ON "champions" USING btree ("season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_league_year_idx" ON "seasons" USING btree ("league_id","start_year");--> statement-breakpoint
CREATE INDEX "seasons_start_year_idx" ON "seasons" USING btree ("start_year");--> statement-breakpoint
CREATE INDEX "games_league_date_idx" ON "games" USING btree ("league_id","game_date");--> statement-breakpoint
CREATE INDEX "games_date_idx" ON "games" USING btree ("game_date");--> statement-breakpoint
CREATE INDEX "games_status_idx" ON "games" USING btree ("status");--> statement-breakpoint
CREATE INDEX "games_season_idx" ON "games" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "games_home_idx" ON "games" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "games_away_idx" ON "games" USING btree ("away_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standings_season_team_idx" ON "standings" USING btree ("season_id","team_id");--> statement-breakpoint
CREATE INDEX "standings_division_idx" ON "standings" USING btree ("division");--> statement-breakpoint
CREATE INDEX "standings_conference_idx" ON "standings" USING btree ("conference");--> statement-breakpoint
CREATE INDEX "awards_person_idx" ON "awards" USING btree ("person_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "coaches_person_league_idx" ON "coaches" USING btree ("person_id","league_id");--> statement-breakpoint
CREATE INDEX "coaches_league_idx" ON "coaches" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "coaches_team_idx" ON "coaches" USING btree ("current_team_id");--> statement-breakpoint
CREATE INDEX "coaches_active_idx" ON "coaches" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "people_last_name_idx" ON "people" USING btree ("last_name");--> statement-breakpoint
CREATE UNIQUE INDEX "players_person_league_idx" ON "players" USING btree ("person_id","league_id");--> statement-breakpoint
CREATE INDEX "players_league_idx" ON "players" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("current_team_id");--> statement-breakpoint
CREATE INDEX "players_position_idx" ON "players" USING btree ("position");--> statement-breakpoint
CREATE INDEX "players_active_idx" ON "players" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "players_debut_idx" ON "players" USING btree ("debut_year");--> statement-breakpoint
CREATE INDEX "team_names_team_idx" ON "team_names" USING btree ("team_id","first_year");--> statement-breakpoint
CREATE INDEX "teams_league_idx" ON "teams" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "teams_conference_idx" ON "teams" USING btree ("conference");--> statement-breakpoint
CREATE INDEX "teams_division_idx" ON "teams" USING btree ("division");--> statement-breakpoint
CREATE INDEX "teams_abbreviation_idx" ON "teams" USING btree ("abbreviation");