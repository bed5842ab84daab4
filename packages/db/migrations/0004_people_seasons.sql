CREATE TABLE "all_star_selections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "all_star_selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"year" integer NOT NULL,
	"game_number" integer NOT NULL,
	"squad" text NOT NULL,
	"team_id" integer,
	"games_played" integer
);
--> statement-breakpoint
CREATE TABLE "coach_seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"season_id" integer,
	"year" integer NOT NULL,
	"stint" integer NOT NULL,
	"games" integer,
	"wins" integer,
	"losses" integer,
	"ties" integer,
	"overtime_losses" integer,
	"rank" integer,
	"playoff_games" integer,
	"playoff_wins" integer,
	"playoff_losses" integer,
	"playoff_ties" integer
);
--> statement-breakpoint
CREATE TABLE "player_seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"season_id" integer,
	"year" integer NOT NULL,
	"stint" integer NOT NULL,
	"kind" text NOT NULL,
	"stats" jsonb NOT NULL,
	CONSTRAINT "player_seasons_kind_check" CHECK (kind in ('batting', 'pitching', 'skater', 'goalie'))
);
--> statement-breakpoint
ALTER TABLE "all_star_selections" ADD CONSTRAINT "all_star_selections_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "all_star_selections" ADD CONSTRAINT "all_star_selections_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "all_star_selections" ADD CONSTRAINT "all_star_selections_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_seasons" ADD CONSTRAINT "coach_seasons_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_seasons" ADD CONSTRAINT "coach_seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_seasons" ADD CONSTRAINT "coach_seasons_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_seasons" ADD CONSTRAINT "coach_seasons_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_seasons" ADD CONSTRAINT "player_seasons_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "all_star_selections_person_year_idx" ON "all_star_selections" USING btree ("person_id","year","game_number","squad");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_seasons_person_year_idx" ON "coach_seasons" USING btree ("person_id","year","league_id","team_id","stint");--> statement-breakpoint
CREATE INDEX "coach_seasons_team_year_idx" ON "coach_seasons" USING btree ("team_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "player_seasons_person_year_idx" ON "player_seasons" USING btree ("person_id","year","kind","league_id","stint");--> statement-breakpoint
CREATE INDEX "player_seasons_league_year_kind_idx" ON "player_seasons" USING btree ("league_id","year","kind");