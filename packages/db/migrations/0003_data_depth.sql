ALTER TABLE "champions" ADD COLUMN "vacated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "home_line_score" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "away_line_score" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "attendance" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "data_sources" ADD COLUMN "release" text;--> statement-breakpoint
CREATE INDEX "games_championship_idx" ON "games" USING btree ("championship_id");--> statement-breakpoint
CREATE INDEX "games_series_idx" ON "games" USING btree ("series_id");