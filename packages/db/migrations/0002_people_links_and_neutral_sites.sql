CREATE TABLE "champion_mvps" (
	"champion_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"team_id" integer,
	CONSTRAINT "champion_mvps_champion_id_person_id_pk" PRIMARY KEY("champion_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "neutral_site" boolean;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "curated_key" text;--> statement-breakpoint
ALTER TABLE "champion_mvps" ADD CONSTRAINT "champion_mvps_champion_id_champions_id_fk" FOREIGN KEY ("champion_id") REFERENCES "public"."champions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "champion_mvps" ADD CONSTRAINT "champion_mvps_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "champion_mvps" ADD CONSTRAINT "champion_mvps_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "champion_mvps_person_idx" ON "champion_mvps" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "champions_coach_idx" ON "champions" USING btree ("coach_person_id");--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_curatedKey_unique" UNIQUE("curated_key");