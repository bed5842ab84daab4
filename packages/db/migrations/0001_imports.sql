CREATE TABLE "postseason_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postseason_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"league_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"round" text NOT NULL,
	"winner_team_id" integer NOT NULL,
	"loser_team_id" integer NOT NULL,
	"winner_wins" integer NOT NULL,
	"loser_wins" integer NOT NULL,
	"ties" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "postseason_series" ADD CONSTRAINT "postseason_series_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postseason_series" ADD CONSTRAINT "postseason_series_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postseason_series" ADD CONSTRAINT "postseason_series_winner_team_id_teams_id_fk" FOREIGN KEY ("winner_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postseason_series" ADD CONSTRAINT "postseason_series_loser_team_id_teams_id_fk" FOREIGN KEY ("loser_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "postseason_series_idx" ON "postseason_series" USING btree ("season_id","round","winner_team_id","loser_team_id");--> statement-breakpoint
CREATE INDEX "postseason_series_season_idx" ON "postseason_series" USING btree ("season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "awards_person_name_year_idx" ON "awards" USING btree ("person_id","name","year");--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_sourceKey_unique" UNIQUE("source_key");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_sourceKey_unique" UNIQUE("source_key");